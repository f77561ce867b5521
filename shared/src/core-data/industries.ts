/**
 * Industries an organisation can pick in its admin settings (spec §7 `industries`). The spec lists the
 * call but not the values: this fixed list is ours (see docs/decisions.md). Ids are stored; never
 * rename one.
 */
export const industries = [
  { id: 'agriculture', name: 'Agriculture, forestry and fishing' },
  { id: 'construction', name: 'Construction' },
  { id: 'education', name: 'Education' },
  { id: 'energy', name: 'Energy and utilities' },
  { id: 'financial-services', name: 'Financial services' },
  { id: 'government', name: 'Government and public administration' },
  { id: 'healthcare', name: 'Health and social care' },
  { id: 'hospitality', name: 'Hospitality and leisure' },
  { id: 'information-technology', name: 'Information technology' },
  { id: 'legal', name: 'Legal and professional services' },
  { id: 'manufacturing', name: 'Manufacturing' },
  { id: 'media', name: 'Media and communications' },
  { id: 'not-for-profit', name: 'Charities and not-for-profit' },
  { id: 'property', name: 'Property and real estate' },
  { id: 'retail', name: 'Retail and consumer goods' },
  { id: 'telecommunications', name: 'Telecommunications' },
  { id: 'transport', name: 'Transport and logistics' },
  { id: 'other', name: 'Other' },
] as const;

export type IndustryId = (typeof industries)[number]['id'];

export const industryIds = industries.map((industry) => industry.id) as [IndustryId, ...IndustryId[]];

export const isIndustryId = (value: string): value is IndustryId =>
  (industryIds as readonly string[]).includes(value);
