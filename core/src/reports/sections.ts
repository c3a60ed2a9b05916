// The report sections' names (docs/product.md#data: the section name lowercased, spaces removed), apart from the
// forms themselves so the call contract can name them without loading the forms.
export const reportSections = ['provisions', 'programming', 'personnel', 'procedures', 'headcounselorpersonnel'] as const;
export type ReportSection = (typeof reportSections)[number];

/** Each section's title, the forms' own (rules.ts), apart from them so a line that names a section
 * (the phone's waiting list) does not load the forms. */
export const sectionTitles: Record<ReportSection, string> = {
  provisions: 'Provisions',
  programming: 'Programming',
  personnel: 'Personnel',
  procedures: 'Procedures',
  headcounselorpersonnel: 'Head Counselor Personnel',
};
