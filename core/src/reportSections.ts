// The report sections' names (SPEC §3: the section name lowercased, spaces removed), apart from the
// forms themselves so the call contract can name them without loading the forms.
export const reportSections = ['provisions', 'programming', 'personnel', 'procedures', 'headcounselorpersonnel'] as const;
export type ReportSection = (typeof reportSections)[number];
