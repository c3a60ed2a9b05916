// SPEC §9: business constants and limits.
export const limits = {
  minimumSpinnerMs: 1000,
  taskNoticeMs: 2000,
  feedbackMessage: 500,
  feedbackName: 50,
  address: 100,
  noteMessage: 500,
  textMessage: 100,
  textNumber: 50,
  roomSearchMinimum: 3,
  reportDays: 14,
  reportSections: 4,
  onCampusActivities: 5,
  offCampusActivities: 6,
  campLoginAttemptsPerMinute: 10,
} as const;

export const emergencyNumber = '911';
