import type { LegalDocument } from '../types';

export const termsOfUse: LegalDocument = {
  preamble:
    'These Terms of Use (these "Terms") set out the conditions for using iAgree (the "Service"), a web service provided by the iAgree Secretariat (the "Secretariat"). By using the Service you agree to these Terms. The Japanese version of these Terms prevails.',
  articles: [
    {
      title: 'Application',
      paragraphs: [
        'These Terms apply to every relationship between the Secretariat and users concerning the use of the Service.',
        'Individual notices and rules that the Secretariat publishes on the Service form part of these Terms.',
      ],
    },
    {
      title: 'Definitions',
      paragraphs: [
        'In these Terms, the following words have the following meanings.',
        [
          '"User" means anyone who views or uses the Service.',
          '"Registered User" means a person who has completed registration under Article 3.',
          '"Statement" means a request or wish that a Registered User posts on the Service.',
          '"Posted Content" means statements, comments, images, places and any other information that users send to the Service.',
        ],
      ],
    },
    {
      title: 'Registration',
      paragraphs: [
        'A person who wishes to register agrees to these Terms, applies in the way the Secretariat sets and completes the activation sent by e-mail.',
        'The Secretariat may refuse a registration if the applicant has breached these Terms before or if it otherwise considers the registration inappropriate.',
      ],
    },
    {
      title: 'Account management',
      paragraphs: [
        'Registered Users are responsible for their e-mail address and password and must not let third parties use them, nor lend or transfer them.',
        'Any action taken with an account is deemed to be taken by its Registered User, unless it results from the intent or negligence of the Secretariat.',
      ],
    },
    {
      title: 'Posted Content',
      paragraphs: [
        'The copyright in Posted Content belongs to the user who created it.',
        'Users grant the Secretariat a free licence to use Posted Content (including copying, translating, displaying and sharing it on social media) to the extent needed to provide, present and improve the Service.',
        'Users warrant that they have the right to post their Posted Content and that it does not infringe the rights of third parties.',
      ],
    },
    {
      title: 'Prohibited conduct',
      paragraphs: [
        'When using the Service, users must not:',
        [
          'Break the law or act against public order and morals',
          'Defame, discriminate against or harm the reputation or credit of others',
          'Post the personal information of others without their consent',
          'Post false information or impersonate others',
          'Post commercial promotion, solicitation or other advertising that the Secretariat has not approved',
          'Place an excessive load on the servers or network of the Service or disturb its operation',
          'Do anything else that the Secretariat considers inappropriate',
        ],
      ],
    },
    {
      title: 'Publishing events',
      paragraphs: [
        'Only Registered Users that the Secretariat has approved, such as companies and organisations, may publish events.',
        'Whoever publishes an event is responsible for its content, for holding it and for communicating with participants; the Secretariat is not involved.',
      ],
    },
    {
      title: 'Realising statements',
      paragraphs: [
        'The Service aims to bring statements that gather much agreement to companies, organisations, local governments or individuals who help realise them ("Angels").',
        'The Secretariat does not guarantee that a statement will be taken up by an Angel or realised.',
      ],
    },
    {
      title: 'Paid services and payment',
      paragraphs: [
        'The Secretariat may offer parts of the Service for a fee. The content and fees of paid services are shown separately on the Service.',
        'Users of paid services pay the fees by the method and the due date that the Secretariat sets.',
        'If a user is late in paying, the user pays late payment damages at the rate of 14.6% per year from the day after the due date until the day of payment.',
      ],
    },
    {
      title: 'Suspension of the Service',
      paragraphs: [
        'The Secretariat may stop or interrupt all or part of the Service without prior notice in any of the following cases.',
        [
          'When maintaining, inspecting or updating its systems',
          'When an earthquake, lightning, fire, power cut, natural disaster or other force majeure makes the Service difficult to provide',
          'When the Secretariat otherwise considers the Service difficult to provide',
        ],
      ],
    },
    {
      title: 'Restriction and removal of registration',
      paragraphs: [
        'If a user breaches these Terms, the Secretariat may, without prior notice, delete Posted Content, restrict the use of the Service or remove the registration.',
        'The Secretariat is not liable for any damage caused to users by measures taken under this Article.',
      ],
    },
    {
      title: 'Disclaimer',
      paragraphs: [
        'The Secretariat does not guarantee the accuracy, usefulness or completeness of the Posted Content and events on the Service.',
        'The Secretariat is not liable for damage that users suffer in connection with the Service, except in cases of its intent or gross negligence. Even where it is liable, its liability is limited to ordinary damage actually suffered by the user.',
      ],
    },
    {
      title: 'Changes to the Service and these Terms',
      paragraphs: [
        'The Secretariat may change the content of the Service or end it without notifying users.',
        'In accordance with the Civil Code, the Secretariat may change these Terms by announcing the changed Terms and the date they take effect on the Service.',
      ],
    },
    {
      title: 'Personal information',
      paragraphs: [
        'The Secretariat handles personal information obtained through the Service properly, in accordance with its separate Privacy Policy.',
      ],
    },
    {
      title: 'Governing law and jurisdiction',
      paragraphs: [
        'These Terms are governed by the laws of Japan.',
        'The Tokyo District Court has exclusive jurisdiction in the first instance over any dispute concerning the Service.',
      ],
    },
  ],
  enacted: 'Established on April 1, 2026',
};
