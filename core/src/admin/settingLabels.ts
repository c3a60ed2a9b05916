// How the admin screen names a setting of the workbook's settings tab (docs/decisions/020-design-pass.md: readable labels
// instead of snake_case keys). A key the app does not know reads as words, e.g. camp_motto → "Camp motto".
const labels: Record<string, string> = {
  org_name: 'Organisation name',
  org_site: 'Organisation website',
  schedule_link: 'Schedule',
  photo_upload_link: 'Photo upload',
  leads_resources_link: 'Leads resources',
  admin_daily_report_link: 'Admin daily report',
  lead_daily_report_link: 'Lead daily report',
  incident_report_link: 'Incident report',
  settings_sheet_link: 'Settings sheet',
  feedback_sheet_link: 'Feedback Sheet',
  resource_center_link: 'Resource center',
  text_chat_link: 'Text chat',
  facebook_link: 'Facebook',
  instagram_link: 'Instagram',
  tiktok_link: 'TikTok',
  youtube_link: 'YouTube',
  training_survey_link: 'Training survey',
};

export function settingLabel(key: string): string {
  const known = labels[key.toLowerCase()];
  if (known) return known;
  const words = key
    .replace(/_link$/i, '')
    .replace(/[_-]+/g, ' ')
    .trim();
  return words ? words[0]!.toUpperCase() + words.slice(1) : key;
}
