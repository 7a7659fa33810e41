import type { CompanyFacts } from './schema';

// The company's name, addresses, phones, mailboxes and social pages: what every page's frame
// shows (app/config/site.ts), so the one chunk every page loads carries these facts and no others.

export const identity: CompanyFacts['identity'] = {
  brand: 'Lanka Hills Tea',
  legalName: 'Lanka Hills Tea (Pvt) Ltd',
  tagline: 'Ceylon tea from the hills of Sri Lanka to the world',
  url: 'https://www.lankahillstea.lk',
  adraTeaUrl: 'https://www.adratea.lk',
  sample: true,
};

export const headOffice: CompanyFacts['headOffice'] = {
  street: 'No. 117, Sir Chittampalam A. Gardiner Mawatha',
  city: 'Colombo 02',
  country: 'Sri Lanka',
  postalCode: '00200',
  /** By Beira Lake: an estimate from the street, to confirm with the company. */
  coordinates: { latitude: 6.9297, longitude: 79.8497 },
  sample: true,
};

export const factory: CompanyFacts['factory'] = {
  street: 'Hantane Estate Road',
  city: 'Kandy',
  country: 'Sri Lanka',
  postalCode: '20000',
  sample: true,
};

export const phones: CompanyFacts['phones'] = [
  { label: 'Head office', display: '+94 11 234 5678', dial: '+94112345678', sample: true },
  { label: 'Export sales', display: '+94 77 123 4567', dial: '+94771234567', sample: true },
  { label: 'Factory, Kandy', display: '+94 81 238 4455', dial: '+94812384455', sample: true },
];

export const mailboxes: CompanyFacts['mailboxes'] = {
  general: { address: 'info@lankahillstea.lk', sample: true },
  wholesale: { address: 'wholesale@lankahillstea.lk', sample: true },
  privateLabel: { address: 'privatelabel@lankahillstea.lk', sample: true },
  oem: { address: 'oem@lankahillstea.lk', sample: true },
};

export const social: CompanyFacts['social'] = [
  { name: 'Facebook', href: 'https://www.facebook.com/lankahillstea', sample: true },
  { name: 'Instagram', href: 'https://www.instagram.com/lankahillstea', sample: true },
  { name: 'LinkedIn', href: 'https://www.linkedin.com/company/lankahillstea', sample: true },
  { name: 'YouTube', href: 'https://www.youtube.com/@lankahillstea', sample: true },
];
