import type { AboutContent } from '../types';

export const about: AboutContent = {
  paragraphs: [
    'iAgree is a service for citizens: anyone can post a request or wish for their town and daily life, and people who share it back it with "Agree".',
    'The voices gathered appear on a map and in a ranking and reach companies, groups, local governments and the "Angels" who make them come true. Each small voice becomes a force that moves the town.',
  ],
  steps: [
    { title: 'Post your voice', text: 'Share your wish with photos and a place.' },
    {
      title: 'Gather agreement',
      text: 'People who agree press Agree and the voice climbs the ranking.',
    },
    { title: 'Make it real', text: 'Through Angels and events, voices take shape.' },
  ],
};
