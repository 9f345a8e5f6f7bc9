/** Demo accounts; the README lists them. Passwords are hashed with argon2id at seed time. */
export const demoPassword = 'Hamburg-bewegt-2026';

export const demoClubs = [
  {
    slug: 'tsv-alstertal',
    title: 'TSV Alstertal',
    approved: true,
    contactUrl: 'https://tsv-alstertal.example',
  },
  {
    slug: 'ruderclub-favorite-hammonia',
    title: 'Ruderclub Favorite Hammonia',
    approved: false,
    contactUrl: null,
  },
];

export const demoUsers = [
  {
    name: 'Anna',
    surname: 'Schulz',
    username: 'anna',
    email: 'anna@example.org',
    official: false,
    verified: true,
    club: null,
    roles: [] as string[],
  },
  {
    name: 'Ben',
    surname: 'Meyer',
    username: 'ben_tsv',
    email: 'ben@example.org',
    official: false,
    verified: true,
    club: 'tsv-alstertal',
    roles: [],
  },
  {
    name: 'Sportamt',
    surname: 'Hamburg',
    username: 'sportamt',
    email: 'redaktion@example.org',
    official: true,
    verified: true,
    club: null,
    roles: ['editor'],
  },
  {
    name: 'Mira',
    surname: 'Kaya',
    username: 'moderation',
    email: 'moderation@example.org',
    official: true,
    verified: true,
    club: null,
    roles: ['moderator'],
  },
  {
    name: 'Jonas',
    surname: 'Wolff',
    username: 'admin',
    email: 'admin@example.org',
    official: true,
    verified: true,
    club: null,
    roles: ['admin'],
  },
  {
    name: 'Clara',
    surname: 'Neumann',
    username: 'clara',
    email: 'clara@example.org',
    official: false,
    verified: false,
    club: null,
    roles: [],
  },
];
