// The API version badge's tooltip (.api-badge::after in app/globals.css) opens above its badge. After
// a jump to a heading or a table row the badge sits just below the sticky navbar, which would cover a
// tooltip above it; in a table the tooltip is clipped by the table's scroll box; and on a phone a
// tooltip that starts at its badge can run off the screen's right edge. As the tooltip opens (hover
// or keyboard focus, when CSS has just laid it out), this opens it below the badge when there is no
// room above and more below, and shifts it left to keep it inside the screen or the table.

const GAP = 4; // px between badge and tooltip, as in the CSS
const EDGE = 8; // px kept clear of the screen's edges

export function placeBadgeTooltip(badge: HTMLElement) {
  const tip = getComputedStyle(badge, '::after');
  const width = parseFloat(tip.width);
  const height = parseFloat(tip.height);
  if (!width || !height) return; // not open
  const box = badge.getBoundingClientRect();
  const clip = badge.closest('.table-scroll')?.getBoundingClientRect();
  const top = Math.max(document.querySelector('.navbar')?.getBoundingClientRect().bottom ?? 0, clip?.top ?? 0);
  const bottom = Math.min(window.innerHeight, clip?.bottom ?? Infinity);
  const roomAbove = box.top - top;
  badge.toggleAttribute('data-tooltip-below', roomAbove < GAP + height && bottom - box.bottom > roomAbove);
  const left = clip ? clip.left : EDGE;
  const right = clip ? clip.right : document.documentElement.clientWidth - EDGE;
  badge.style.setProperty('--tooltip-shift', `${Math.max(Math.min(0, right - box.left - width), left - box.left)}px`);
}
