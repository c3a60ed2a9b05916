// The fault run's one table, and whether it is within the budget (docs/deploy.md section 13): 0
// writes lost or doubled, 0 recipients missing or texted twice, 0 texts missed, twice or early, 0
// answers 500 or 502, every send going again within 90 s of each fault.
const pad = (cells, widths) => cells.map((c, i) => String(c).padEnd(widths[i])).join('  ');

function block(title, header, rows) {
  const widths = header.map((h, i) => Math.max(String(h).length, ...rows.map((r) => String(r[i]).length)));
  return [title, pad(header, widths), ...rows.map((r) => pad(r, widths))].join('\n');
}

export function table({ writes, texts, statuses, callbacks, waiting, proxyErrors, faults, notes, minutes, seconds, signedOut }) {
  const over = [];
  const writeRows = writes.map((w) => {
    if (w.lost || w.doubled) over.push(`${w.kind}: ${w.lost} lost, ${w.doubled} doubled`);
    return [w.kind, w.acknowledged, w.stored, w.lost, w.doubled, w.unanswered];
  });
  const textRows = texts.map((t) => {
    if (t.missing || t.twice || t.early || t.missed)
      over.push(`${t.name}: ${t.missing} missing, ${t.twice} twice, ${t.early} early${t.missed ? ', missed' : ''}`);
    const timing = t.firstSeconds === null ? '' : `${t.firstSeconds.toFixed(1)} s … ${t.lastSeconds.toFixed(1)} s`;
    return [t.name, t.expected, t.reached, t.missing, t.twice, t.early, t.missed ? 'yes' : 'no', timing];
  });
  const statusRows = [...statuses].sort().map(([kind, n]) => {
    if (/ (500|502)$/.test(kind) && n > 0) over.push(`${kind} ×${n}`);
    return [kind, n];
  });
  const callbackRows = [...callbacks].sort().map(([answer, n]) => {
    // 503 is the app's retry hint; the others are a report the app never took.
    if (!['2xx', '503'].includes(answer) && n > 0) over.push(`Twilio delivery reports answered ${answer} ×${n}`);
    return [answer, n];
  });
  const faultRows = faults.map((f) => {
    if (f.sendResumed !== null && (f.sendResumed === 'never' || f.sendResumed > 90))
      over.push(`${f.name}: the send resumed ${f.sendResumed === 'never' ? 'never' : `after ${f.sendResumed.toFixed(1)} s`}`);
    return [
      `+${f.at.toFixed(0)} s`,
      f.name,
      f.writesFailing.toFixed(1),
      f.answers,
      f.sendResumed === null ? 'no send running' : f.sendResumed === 'never' ? 'never' : f.sendResumed.toFixed(1),
    ];
  });
  if (waiting) over.push(`${waiting} recipients still Waiting for a delivery report`);
  if (signedOut) over.push(`${signedOut} answers 401 (signed out)`);
  if (seconds > 600) over.push(`the run took ${Math.round(seconds)} s, over 10 minutes`);
  const text = [
    `PALS fault run: a ${minutes}-minute camp day, ${Math.round(seconds)} s in all`,
    ...notes.map((n) => `note: ${n}`),
    '',
    block('Writes', ['kind', 'acknowledged', 'stored', 'lost', 'doubled', 'never answered'], writeRows),
    '',
    block(
      'Texts (first … last hand-over, from when due)',
      ['text', 'recipients', 'reached', 'missing', 'twice', 'early', 'missed', 'timing'],
      textRows,
    ),
    '',
    block(
      'Answers other than 2xx, by who and status (0: no answer)',
      ['who status', 'count'],
      statusRows.length ? statusRows : [['none', 0]],
    ),
    '',
    block(
      "Caddy's own errors (the 502s and 503s it answered) and failed health checks, by kind",
      ['kind', 'count'],
      proxyErrors.size ? [...proxyErrors].sort((a, b) => b[1] - a[1]) : [['none', 0]],
    ),
    '',
    block('Twilio delivery reports, by the answer they got', ['answer', 'count'], callbackRows),
    `Recipients of the run's texts still without a final delivery report ("Waiting"): ${waiting}`,
    '',
    block(
      'Faults (s: writes failing for; the next hand-over to Twilio after the fault)',
      ['at', 'fault', 'writes failing s', 'their answers', 'send resumed s'],
      faultRows,
    ),
    '',
    over.length
      ? `OVER BUDGET:\n  ${over.join('\n  ')}`
      : 'Within budget: nothing lost, doubled, missed, twice or early; no 500 or 502; every send resumed within 90 s.',
  ].join('\n');
  return { text, over: over.length > 0 };
}
