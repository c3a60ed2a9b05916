// The report sections' names (docs/product.md#data: the section name lowercased, spaces removed), apart from the
// forms themselves so the call contract can name them without loading the forms.
export const reportSections = ['provisions', 'programming', 'personnel', 'procedures', 'headcounselorpersonnel'] as const;
export type ReportSection = (typeof reportSections)[number];
