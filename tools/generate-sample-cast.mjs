// Writes the sample cast that a fresh install ships (backend/data/sample-cast/season-N.json) and a portrait
// SVG for each castaway (frontend/public/castaways/), so the app looks right offline. The cast is fictional:
// the admin replaces it with the real one on /admin/castaways. Run: node tools/generate-sample-cast.mjs
import { mkdirSync, writeFileSync } from 'node:fs';

const tribes = {
  49: [
    ['Manu', '#1f6feb'],
    ['Tavi', '#e3b341'],
    ['Lomi', '#da3633'],
  ],
  50: [
    ['Vatu', '#2da44e'],
    ['Koru', '#8250df'],
    ['Sela', '#fb8f44'],
  ],
};
const people = {
  49: [
    ['Avery Brooks', 29, 'Paramedic'],
    ['Jonah Reyes', 34, 'High school coach'],
    ['Mila Okafor', 26, 'Data analyst'],
    ['Theo Lindqvist', 41, 'Fishing boat captain'],
    ['Priya Natarajan', 31, 'ER nurse'],
    ['Caleb Fontaine', 23, 'Barista'],
    ['Rosa Delgado', 38, 'Small business owner'],
    ['Marcus Bell', 45, 'Firefighter'],
    ['Hana Kimura', 27, 'Software engineer'],
    ['Dev Malhotra', 30, 'Stand-up comedian'],
    ['Lena Horvath', 52, 'Retired teacher'],
    ['Owen Carter', 36, 'Carpenter'],
    ['Sasha Petrova', 24, 'Grad student'],
    ['Tyrell Jackson', 33, 'Personal trainer'],
    ['Nora Fitzgerald', 29, 'Veterinarian'],
    ['Gabe Moreno', 39, 'Park ranger'],
    ['Ivy Chen', 25, 'Marketing coordinator'],
    ['Felix Adeyemi', 47, 'Pilot'],
  ],
  50: [
    ['Quinn Harper', 35, 'Attorney'],
    ['Ezra Cohen', 42, 'Chef'],
    ['Maya Lopez', 28, 'Social worker'],
    ['Silas Grant', 50, 'Rancher'],
    ['Zoe Nguyen', 31, 'Pharmacist'],
    ['Rafael Santos', 37, 'Musician'],
    ['Juniper Hale', 26, 'Wildlife biologist'],
    ['Bennett Shaw', 44, 'Sales director'],
    ['Leila Haddad', 33, 'Architect'],
    ['Cole Whitaker', 29, 'Electrician'],
    ['Freya Larsen', 38, 'Yoga instructor'],
    ['Andre Dubois', 46, 'Police sergeant'],
    ['Keiko Tanaka', 30, 'Game designer'],
    ['Miles Turner', 24, 'College athlete'],
    ['Ruby Sinclair', 55, 'Real estate agent'],
    ['Nico Alvarez', 32, 'Surf instructor'],
    ['Harriet Osei', 40, 'Surgeon'],
    ['Wes Calloway', 27, 'Truck driver'],
  ],
};

const slug = (name) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
const initials = (name) =>
  name
    .split(' ')
    .map((w) => w[0])
    .join('');

function portrait(name, color) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240" viewBox="0 0 240 240" role="img" aria-label="${name}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${color}"/><stop offset="1" stop-color="#1b1f24"/></linearGradient></defs>
  <rect width="240" height="240" fill="url(#g)"/>
  <circle cx="120" cy="96" r="46" fill="#f4e4c9" opacity="0.92"/>
  <path d="M40 240c6-52 40-80 80-80s74 28 80 80z" fill="#f4e4c9" opacity="0.92"/>
  <text x="120" y="110" text-anchor="middle" font-family="Georgia, serif" font-size="40" font-weight="bold" fill="${color}">${initials(name)}</text>
</svg>
`;
}

for (const season of [49, 50]) {
  const dir = `frontend/public/castaways/s${season}`;
  mkdirSync(dir, { recursive: true });
  const cast = people[season].map(([name, age, occupation], i) => {
    const [tribe, color] = tribes[season][i % 3];
    writeFileSync(`${dir}/${slug(name)}.svg`, portrait(name, color));
    return { name, age, occupation, tribe, imageUrl: `/castaways/s${season}/${slug(name)}.svg` };
  });
  writeFileSync(`backend/data/sample-cast/season-${season}.json`, `${JSON.stringify(cast, null, 2)}\n`);
}
console.log('sample cast written');
