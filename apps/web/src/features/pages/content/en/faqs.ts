import type { FaqSection } from '../types';

export const faqs: FaqSection[] = [
  {
    id: 'usage',
    title: 'Using iAgree',
    questions: [
      {
        question: 'What is iAgree?',
        answer: [
          'iAgree is a service where you post your wishes for your town and daily life, and people who share them press "Agree". Everyone’s voices become visible on a map and in a ranking.',
        ],
      },
      {
        question: 'Do I need to register?',
        answer: [
          'No registration is needed to browse statements and events. To post, agree or comment, register for free with your e-mail address.',
        ],
      },
      {
        question: 'How do I post a statement?',
        answer: [
          'After logging in, enter a title and a description in the box on the home page. You can also add:',
          [
            'Categories',
            'A place (pick it on the map)',
            'Photos (up to 5)',
            'The amount needed to realise it',
          ],
        ],
      },
      {
        question: 'What does "Agree" mean?',
        answer: [
          'It shows that you support a statement. Statements with more agreement rank higher. Press it again to take it back.',
        ],
      },
      {
        question: 'Can I change the language?',
        answer: [
          'Switch between Japanese and English with the language menu at the top of the screen. Your choice is remembered.',
        ],
      },
    ],
  },
  {
    id: 'events',
    title: 'Events',
    questions: [
      {
        question: 'What are events?',
        answer: [
          'Events are organised by companies and groups to help realise statements. Check their dates, places and details in the event list and leave comments.',
        ],
      },
      {
        question: 'How can I publish an event?',
        answer: [
          'Events are published by organiser accounts approved by the Secretariat. If you would like to publish one, please get in touch through the contact form.',
        ],
      },
      {
        question: 'Can I link a statement to an event?',
        answer: [
          'Choose an event when you post a statement to link the two. Organisers can then take the statements sent to their event into account.',
        ],
      },
    ],
  },
  {
    id: 'realising',
    title: 'Realising requests',
    questions: [
      {
        question: 'How do statements become reality?',
        answer: [
          'Statements that gather much agreement are brought to companies, groups, local governments and individuals who help realise them. We announce any progress on the Service.',
        ],
      },
      {
        question: 'Who is the "Angel"?',
        answer: [
          'At iAgree, we call the supporters who actually make people’s wishes come true "Angels". They offer funds, places, skills or ideas to turn statements into reality.',
        ],
      },
      {
        question: 'How can I become an Angel?',
        answer: [
          'Anyone can become an Angel: companies, groups and individuals alike. When you find a statement you would like to realise, contact us through the contact form.',
        ],
      },
      {
        question: 'Will every statement be realised?',
        answer: [
          'We cannot promise that. But the more agreement a statement gathers, the more likely an Angel is to notice it, so please share statements with the people around you.',
        ],
      },
    ],
  },
  {
    id: 'future',
    title: 'The future',
    questions: [
      {
        question: 'What features are planned?',
        answer: [
          'We are considering ways to follow a statement’s progress towards realisation and closer cooperation with local governments and companies.',
        ],
      },
      {
        question: 'Where can I send ideas for iAgree itself?',
        answer: ['Feedback on iAgree is very welcome. Please send it through the contact form.'],
      },
    ],
  },
  {
    id: 'trouble',
    title: 'Trouble',
    questions: [
      {
        question: 'I forgot my password.',
        answer: [
          'Use "Forgot password" on the login screen and enter your registered e-mail address; we will send you instructions to reset it.',
        ],
      },
      {
        question: 'The activation e-mail has not arrived.',
        answer: [
          'Please check your spam folder. If it is not there, make sure the address was right and contact us through the contact form.',
        ],
      },
      {
        question: 'I found an inappropriate post.',
        answer: [
          'Please tell us the title and content of the post through the contact form. The Secretariat removes posts that break the Terms of Use.',
        ],
      },
      {
        question: 'I want to delete my own post.',
        answer: [
          'Choose "Delete" from the menu at the top right of your post. A deleted post cannot be restored.',
        ],
      },
    ],
  },
];
