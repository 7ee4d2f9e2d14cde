import type { OpenDataContent } from '../types';

export const openData: OpenDataContent = {
  paragraphs: [
    'The statements people post on iAgree are open data that anyone may use: to study the town’s needs, in map apps, in reporting or research.',
    'The data holds every published statement and is current at each download (a cache may answer with a copy up to five minutes old).',
  ],
  licence: [
    'It is licensed under Creative Commons Attribution 4.0 International (CC BY 4.0): copy, adapt and redistribute it, commercially too, as long as you credit the source.',
    'If you changed the data, say so as well.',
  ],
  attributionExample: 'Source: statements of iAgree ({url}), CC BY 4.0',
  files: {
    csv: "CSV (UTF-8 with a BOM), which Excel opens as it is. The first line names the fields; each further line is one statement. Values holding a comma, a line break or a quote are quoted (RFC 4180). So that spreadsheets do not run them as formulas, text values starting with =, +, -, or @ begin with an apostrophe (').",
    geojson:
      'GeoJSON (RFC 7946): a FeatureCollection with one Feature per statement, its place a Point (longitude first, then latitude). Statements without a place are included with a null geometry.',
  },
  fields: {
    id: { type: 'integer', description: 'The statement’s id; the app opens it at /?statement=ID.' },
    title: { type: 'text', description: 'The statement’s title, as posted.' },
    description: {
      type: 'text',
      description: 'What the statement says, as posted (may hold line breaks).',
    },
    categories: {
      type: 'text (in GeoJSON, a list of texts)',
      description:
        'Its categories’ names, separated by "; ". Japanese by default; add ?language=en for English.',
    },
    status: { type: 'text', description: 'Where it stands, as a code (see "Statuses" below).' },
    department: {
      type: 'text',
      description:
        'The name of the department in charge: given when it was posted, by its categories and place, and handed over between departments since. Empty while none is.',
    },
    latitude: {
      type: 'number (in GeoJSON, the geometry)',
      description: 'Latitude (WGS84), as the author placed it, not blurred. Empty without a place.',
    },
    longitude: {
      type: 'number (in GeoJSON, the geometry)',
      description: 'Longitude (WGS84). Empty without a place.',
    },
    address: {
      type: 'text',
      description: 'The place’s name or address, as the author gave it. Empty without one.',
    },
    agree_count: { type: 'integer', description: 'How many people agree.' },
    comment_count: { type: 'integer', description: 'How many published comments it has.' },
    created_at: {
      type: 'date-time (ISO 8601, UTC)',
      description: 'When it was posted, e.g. 2026-04-01T03:15:00Z (12:15 in Japan).',
    },
    updated_at: {
      type: 'date-time (ISO 8601, UTC)',
      description:
        'Its last edit or the last change of its status or official answer, whichever came later.',
    },
  },
  statuses: {
    open: 'Open: posted, not yet considered.',
    under_review: 'Under review: the city is considering it.',
    in_progress: 'In progress: the city is working on it.',
    done: 'Done: it has been realised.',
    declined: 'Declined: the city will not act on it this time (the official answer says why).',
  },
  excluded: [
    'The data does not hold:',
    [
      'anything that identifies a person: authors’ names, e-mail addresses or account ids (statements of people who left are kept without their author);',
      'statements hidden after reports or by a moderator, and those of blocked accounts;',
      'the text and photos of comments (their number only; Open311 gives the first photo’s URL).',
    ],
  ],
  open311: {
    paragraphs: [
      'The same statements are published in Open311 GeoReport v2, the international standard for service requests (read only): tools that speak Open311, FixMyStreet among them, read them as they are.',
      'Categories are its services and statements its requests. Done and declined are closed, every other status open; status_notes is the official answer.',
      'Each call answers JSON when it ends in .json and XML when it ends in .xml. A wrong parameter is answered in the specification’s error format (a code and a description).',
    ],
    endpoints: [
      { path: '/services.json', description: 'The services (categories).' },
      {
        path: '/requests.json',
        description:
          'The requests (statements): the newest 1,000 at most, of the last 90 days by default.',
      },
      { path: '/requests/{id}.json', description: 'One request.' },
    ],
    parameters: [
      'Parameters of requests:',
      [
        'service_request_id: statement ids (comma-separated). When given, the other parameters are not used.',
        'service_code: service codes (comma-separated); other also takes statements without a category.',
        'status: open or closed (both, comma-separated).',
        'start_date, end_date: when they were posted, as date-times with a time zone (e.g. 2026-04-01T00:00:00+09:00), 90 days apart at most. One alone means 90 days from it or up to it.',
        'language: en names services in English (Japanese by default).',
      ],
      'For more than 90 days, or everything, use the files above.',
    ],
  },
};
