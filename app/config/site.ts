/** The company's facts, in one place: nothing else in the app hard-codes them. */
export const site = {
  brand: 'Lanka Hills Tea',
  legalName: 'Lanka Hills Tea (Pvt) Ltd',
  tagline: 'Ceylon tea from the hills of Sri Lanka to the world',
  url: 'https://www.lankahillstea.lk',
  headOffice: {
    street: 'No. 117, Sir Chittampalam A. Gardiner Mawatha',
    city: 'Colombo 02',
    country: 'Sri Lanka',
    postalCode: '00200',
    /** Where No. 117 stands, by Beira Lake (WGS 84, degrees): for the map and map links. */
    coordinates: { latitude: 6.9297, longitude: 79.8497 },
  },
  factory: {
    street: 'Hantane Estate Road',
    city: 'Kandy',
    country: 'Sri Lanka',
    postalCode: '20000',
  },
  phones: [
    { label: 'Head office', display: '+94 11 234 5678', dial: '+94112345678' },
    { label: 'Export sales', display: '+94 77 123 4567', dial: '+94771234567' },
    { label: 'Factory, Kandy', display: '+94 81 238 4455', dial: '+94812384455' },
  ],
  emails: {
    general: 'info@lankahillstea.lk',
    wholesale: 'wholesale@lankahillstea.lk',
    privateLabel: 'privatelabel@lankahillstea.lk',
    oem: 'oem@lankahillstea.lk',
  },
  hours: {
    days: 'Monday to Friday',
    open: '9:00 AM',
    close: '5:00 PM',
    text: 'Monday to Friday 9:00 AM to 5:00 PM',
  },
  social: [
    { name: 'Facebook', href: 'https://www.facebook.com/lankahillstea' },
    { name: 'Instagram', href: 'https://www.instagram.com/lankahillstea' },
    { name: 'LinkedIn', href: 'https://www.linkedin.com/company/lankahillstea' },
    { name: 'YouTube', href: 'https://www.youtube.com/@lankahillstea' },
  ],
  adraTeaUrl: 'https://www.adratea.lk',
} as const;

export type SocialNetwork = (typeof site.social)[number]['name'];

export function formatAddress(address: { street: string; city: string; country: string }): string {
  return `${address.street}, ${address.city}, ${address.country}`;
}
