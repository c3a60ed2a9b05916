// The organisation's external links, from the workbook's settings tab (docs/workbook.md).
export const linkKeys = [
  'schedule_link',
  'photo_upload_link',
  'leads_resources_link',
  'admin_daily_report_link',
  'lead_daily_report_link',
  'incident_report_link',
  'settings_sheet_link',
  'feedback_sheet_link',
  'resource_center_link',
  'text_chat_link',
  'facebook_link',
  'instagram_link',
  'tiktok_link',
  'youtube_link',
  'training_survey_link',
] as const;
export type LinkKey = (typeof linkKeys)[number];
export type Links = Record<LinkKey, string>;

export const defaultOrgName = 'PALS';
const defaultOrgSite = 'https://palsprograms.org';

/** Every link, falling back to org_site where a link is unset (docs/product.md#home-staff: a link falls back to the organisation site). */
export function resolveLinks(settings: ReadonlyMap<string, string>): Links {
  const orgSite = settings.get('org_site') || defaultOrgSite;
  return Object.fromEntries(linkKeys.map((key) => [key, settings.get(key) || orgSite])) as Links;
}
