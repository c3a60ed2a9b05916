// Phone numbers as people read them. The server stores E.164 (+14125550134); US numbers are shown
// as (412) 555-0134 and every other number as stored.
export function displayPhone(e164: string): string {
  const us = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(e164);
  return us ? `(${us[1]}) ${us[2]}-${us[3]}` : e164;
}
