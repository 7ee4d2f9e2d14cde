import type { LegalDocument } from '../types';

export const policy: LegalDocument = {
  preamble:
    'The iAgree Secretariat (the "Secretariat") sets out this Privacy Policy (this "Policy") for the personal information of users of iAgree, a web service for sharing the voices of citizens (the "Service"), in compliance with the Act on the Protection of Personal Information of Japan (the "Act") and other applicable laws. The Japanese version of this Policy prevails.',
  articles: [
    {
      title: 'Basic policy',
      paragraphs: [
        'The Secretariat recognises that personal information is a valuable asset of each user and handles its collection, use, storage and provision properly, in accordance with this Policy and the applicable laws.',
        'The Secretariat makes this Policy known to its staff and contractors and keeps reviewing and improving it.',
      ],
    },
    {
      title: 'Information we collect',
      paragraphs: [
        'To provide the Service, the Secretariat collects the following information.',
        [
          'Your name, e-mail address and password entered at registration (the password is stored in a form that cannot be restored)',
          'Your profile picture, and the statements, comments, images, places and amounts you post',
          'The name, e-mail address and message you enter in the contact form',
          'When you use a social login, the name, e-mail address and identifier provided by that service',
          'IP address, browser type, time of access, interface language and other connection records',
        ],
      ],
    },
    {
      title: 'Purposes of use',
      paragraphs: [
        'The Secretariat uses personal information only for the following purposes.',
        [
          'To provide the Service, identify users, activate accounts and reset passwords',
          'To show posted statements and events on the map and in the ranking',
          'To answer enquiries and otherwise communicate with users',
          'To prevent misuse, deal with breaches of the Terms of Use and keep the Service safe',
          'To produce statistics that do not identify individuals and use them to improve the Service',
        ],
        'If the Secretariat changes these purposes, it announces the new purposes on the Service.',
      ],
    },
    {
      title: 'Provision to third parties',
      paragraphs: [
        'The Secretariat does not provide personal information to third parties without the prior consent of the user, except in the following cases.',
        [
          'When required by law',
          'When it is necessary to protect the life, body or property of a person and it is difficult to obtain the consent of the user',
          'When it is necessary to cooperate with a national or local government body, or its contractor, in carrying out duties prescribed by law',
        ],
      ],
    },
    {
      title: 'Outsourcing',
      paragraphs: [
        'The Secretariat may outsource all or part of its work, such as running servers or sending e-mail. In that case it chooses contractors that handle personal information properly and supervises them as necessary and appropriate, for example by contract.',
      ],
    },
    {
      title: 'Security measures',
      paragraphs: [
        'To prevent the leakage, loss or damage of personal information, the Secretariat takes necessary and appropriate security measures, such as encrypted connections, access control and hashed passwords.',
        'Should a leak or similar incident occur, the Secretariat promptly reports it to the Personal Information Protection Commission and notifies the persons concerned, as the Act requires.',
      ],
    },
    {
      title: 'Cookies and similar technologies',
      paragraphs: [
        'The Service uses cookies to keep you logged in and to remember your interface language. These cookies are used only to make the Service work and never for advertising.',
        'You can disable cookies in your browser, but logging in and some other functions may then be unavailable.',
      ],
    },
    {
      title: 'Publication of posts',
      paragraphs: [
        'Statements, comments, images and places posted by users are published on the Service, where anyone can see them, together with the user’s name and profile picture.',
        'Please do not include your own or anyone else’s address, telephone number or other information that identifies a person in your posts.',
      ],
    },
    {
      title: 'Requests for disclosure and leaving the Service',
      paragraphs: [
        'Under the Act, users may ask the Secretariat to notify them of the purposes of use of their personal information, or to disclose, correct, add to, delete, stop using or stop providing to third parties that information ("Disclosure Requests").',
        'Once logged in, users can at any time and free of charge download what they registered or posted (profile, settings, statements, comments, event comments, agrees, follows and reports) as a JSON file, and delete their account, from "Account and data" in the user menu.',
        'When an account is deleted, its logins end on every device; its name, e-mail address, password and profile picture are erased and its profile page is no longer published (the e-mail address can be used to sign up again). Its agrees, follows, and supports and ballots in participatory budgets are withdrawn (the results of a budget already finished stay as they were decided), and its notifications, notification settings, social login links, links for password resets and the like, and mail not yet sent are deleted.',
        'The following information is kept after the deletion, each for the reason given:',
        [
          'Statements, comments and event comments: they are part of a discussion, with other users\' comments, agrees and the city\'s answers, so they stay under "Former member" instead of the name. They are deleted with their images if the user chooses to delete their posts when deleting the account.',
          'Reports the user made and the record of moderation (hiding, showing again and blocking): to check and explain how misuse was handled.',
          "A record of the account without its name or e-mail address (internal number, dates of registration and deletion, whether it was blocked, and the like): to tell the authors of the posts and records left behind apart, so they are never confused with another user's.",
          'Events created as an organiser: they are official information published by the city or organiser.',
          'The record of mail already sent: to confirm delivery and handle failures. It is deleted one week after sending.',
          "Messages sent through the contact form and the server's access records: kept apart from the account, for as long as answering the enquiry and keeping the Service secure require.",
          "Information in backups: kept for recovering from failures until the backup's retention period ends, then erased.",
        ],
        'Please make Disclosure Requests through the contact form. After confirming your identity, the Secretariat responds without delay.',
        'A fee of 1,000 yen (tax included) per item is charged for a request to notify the purposes of use or to disclose information.',
        'If the Secretariat cannot comply with a request because of the law, it tells you so with its reasons.',
      ],
    },
    {
      title: 'Revisions and contact',
      paragraphs: [
        'The Secretariat may revise this Policy when laws or the Service change. Important changes are announced on the Service.',
        'Please send questions about this Policy or the handling of personal information through the contact form of the Service.',
      ],
    },
  ],
  enacted: 'Established on April 1, 2026',
};
