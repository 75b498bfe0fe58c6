import type { IconName } from '../seed/categories.ts';
import { mix, type Paint } from './palette.ts';

/**
 * Flat vector drawings of shop items, each in a 200 × 200 box. Shapes only, never text:
 * the server may have no fonts (librsvg would draw boxes instead of Bangla letters).
 */
export const DRAWINGS: Readonly<Record<IconName, (p: Paint) => string>> = {
  pen: (p) => `<g transform="rotate(-38 100 100)">
    <path d="M16 100 L44 89 L44 111 Z" fill="#e2e8f0"/><circle cx="18" cy="100" r="3" fill="${p.dark}"/>
    <rect x="42" y="88" width="30" height="24" rx="4" fill="#334155"/>
    <rect x="70" y="86" width="92" height="28" rx="7" fill="${p.main}"/>
    <rect x="76" y="91" width="78" height="5" rx="2.5" fill="#fff" opacity=".35"/>
    <rect x="156" y="87" width="26" height="26" rx="8" fill="${p.dark}"/>
    <rect x="116" y="77" width="56" height="7" rx="3.5" fill="#94a3b8"/><rect x="165" y="77" width="7" height="14" rx="3" fill="#94a3b8"/>
  </g>`,
  pencil: (p) => `<g transform="rotate(-38 100 100)">
    <path d="M14 100 L36 92 L36 108 Z" fill="#334155"/><path d="M36 92 L60 84 L60 116 L36 108 Z" fill="#f5d0a9"/>
    <rect x="60" y="84" width="92" height="32" fill="${p.main}"/><rect x="60" y="95" width="92" height="10" fill="${p.light}" opacity=".6"/>
    <rect x="160" y="84" width="24" height="32" rx="7" fill="#f9a8d4"/>
    <rect x="150" y="84" width="16" height="32" fill="#cbd5e1"/><rect x="155" y="84" width="3" height="32" fill="#94a3b8"/>
  </g>`,
  notebook: (p) => `<rect x="62" y="32" width="100" height="140" rx="8" fill="#fff"/>
    <rect x="56" y="28" width="100" height="140" rx="8" fill="${p.main}"/>
    <rect x="56" y="28" width="22" height="140" rx="8" fill="${p.dark}"/><rect x="68" y="28" width="10" height="140" fill="${p.dark}"/>
    <rect x="92" y="56" width="50" height="28" rx="4" fill="#fff" opacity=".92"/>
    <rect x="99" y="64" width="36" height="4" rx="2" fill="${p.light}"/><rect x="99" y="73" width="24" height="4" rx="2" fill="${p.light}"/>
    <rect x="140" y="28" width="7" height="140" fill="${p.dark}" opacity=".5"/>
    ${repeat(8, (i) => `<rect x="46" y="${40 + i * 16}" width="20" height="7" rx="3.5" fill="#94a3b8"/>`)}`,
  palette: (p) => `<path d="M100 38 C150 38 182 68 182 104 C182 130 162 136 146 130 C132 125 124 134 128 148 C132 164 120 172 100 172 C52 172 18 142 18 104 C18 66 52 38 100 38 Z" fill="#f4dcb8"/>
    <circle cx="60" cy="88" r="13" fill="${p.main}"/><circle cx="96" cy="66" r="13" fill="${p.accent}"/>
    <circle cx="138" cy="80" r="12" fill="#facc15"/><circle cx="56" cy="128" r="12" fill="#22c55e"/><circle cx="94" cy="150" r="10" fill="#3b82f6"/>
    <g transform="rotate(38 130 110)"><rect x="124" y="30" width="12" height="92" rx="6" fill="${p.dark}"/>
    <rect x="123" y="120" width="14" height="16" fill="#cbd5e1"/><path d="M123 136 L137 136 Q137 158 130 168 Q123 158 123 136 Z" fill="${p.main}"/></g>`,
  stapler: (p) => `<rect x="118" y="34" width="58" height="58" rx="4" fill="#fde68a" transform="rotate(10 147 63)"/>
    <rect x="24" y="138" width="152" height="20" rx="8" fill="${p.dark}"/>
    <path d="M30 130 L30 112 Q30 92 52 90 L162 82 Q176 81 176 96 L176 110 Q176 122 162 123 L44 134 Q30 135 30 130 Z" fill="${p.main}"/>
    <rect x="48" y="97" width="108" height="6" rx="3" fill="#fff" opacity=".3"/>
    <circle cx="44" cy="120" r="8" fill="#cbd5e1"/><rect x="146" y="125" width="26" height="13" rx="3" fill="#94a3b8"/>`,
  folder: (p) => `<path d="M28 56 Q28 46 38 46 L82 46 L94 58 L162 58 Q172 58 172 68 L172 156 Q172 166 162 166 L38 166 Q28 166 28 156 Z" fill="${p.dark}"/>
    <rect x="42" y="52" width="112" height="86" rx="3" fill="#fff"/>
    ${repeat(3, (i) => `<rect x="54" y="${64 + i * 11}" width="${80 - i * 18}" height="5" rx="2.5" fill="#cbd5e1"/>`)}
    <path d="M22 86 Q22 78 30 78 L170 78 Q178 78 178 86 L172 158 Q171 166 162 166 L38 166 Q29 166 28 158 Z" fill="${p.main}"/>
    <rect x="70" y="104" width="60" height="18" rx="4" fill="#fff" opacity=".85"/>`,
  calculator: (p) => `<rect x="46" y="18" width="108" height="164" rx="14" fill="${p.main}"/>
    <rect x="58" y="32" width="84" height="32" rx="5" fill="#d9f99d"/><rect x="102" y="42" width="32" height="12" rx="2" fill="#4d7c0f" opacity=".5"/>
    ${repeat(20, (i) => `<rect x="${58 + (i % 4) * 22}" y="${74 + Math.floor(i / 4) * 21}" width="18" height="15" rx="4" fill="${i % 4 === 3 ? p.accent : '#f8fafc'}"/>`)}`,
  backpack: (p) => `<path d="M78 44 Q78 20 100 20 Q122 20 122 44" fill="none" stroke="${p.dark}" stroke-width="8" stroke-linecap="round"/>
    <rect x="34" y="100" width="14" height="58" rx="7" fill="${p.dark}"/><rect x="152" y="100" width="14" height="58" rx="7" fill="${p.dark}"/>
    <rect x="44" y="40" width="112" height="140" rx="30" fill="${p.main}"/>
    <path d="M44 84 Q44 40 100 40 Q156 40 156 84 L156 96 Q100 108 44 96 Z" fill="${p.dark}"/>
    <rect x="92" y="92" width="16" height="16" rx="3" fill="#e2e8f0"/>
    <rect x="64" y="122" width="72" height="46" rx="12" fill="${p.dark}"/><rect x="74" y="132" width="52" height="4" rx="2" fill="${p.light}"/>`,
  card: (p) => `<rect x="30" y="84" width="140" height="88" rx="6" fill="${p.light}"/>
    <g transform="rotate(-8 100 80)"><rect x="58" y="24" width="86" height="104" rx="4" fill="#fff"/>
    <path d="M101 88 C80 74 76 60 86 54 C93 50 99 54 101 60 C103 54 109 50 116 54 C126 60 122 74 101 88 Z" fill="${p.accent}"/></g>
    <path d="M30 100 L100 142 L170 100 L170 166 Q170 172 164 172 L36 172 Q30 172 30 166 Z" fill="${p.main}"/>
    <path d="M32 170 L86 134 M168 170 L114 134" stroke="${p.dark}" stroke-width="3" opacity=".35"/>`,
  gift: (p) => `<rect x="44" y="92" width="112" height="82" rx="4" fill="${p.main}"/>
    <rect x="36" y="68" width="128" height="28" rx="4" fill="${p.dark}"/><rect x="44" y="96" width="112" height="6" fill="#000" opacity=".08"/>
    <rect x="92" y="68" width="16" height="106" fill="${p.accent}"/>${bow(100, 66, p.accent)}`,
  mug: (p) => `<path d="M144 84 Q180 84 180 114 Q180 144 144 144" fill="none" stroke="${p.dark}" stroke-width="13" stroke-linecap="round"/>
    <path d="M40 62 L152 62 L146 166 Q145 178 132 178 L60 178 Q47 178 46 166 Z" fill="${p.main}"/>
    <path d="M42.5 108 L149.5 108 L148.6 124 L43.4 124 Z" fill="${p.light}" opacity=".6"/>
    <ellipse cx="96" cy="62" rx="56" ry="9" fill="${p.dark}"/>
    ${repeat(2, (i) => `<path d="M${82 + i * 28} 46 q-8 -9 0 -17 q8 -8 0 -17" stroke="${p.dark}" stroke-width="4" fill="none" stroke-linecap="round" opacity=".3"/>`)}`,
  frame: (p) => `<rect x="34" y="26" width="132" height="152" rx="6" fill="${p.main}" stroke="${p.dark}" stroke-width="4"/>
    <rect x="48" y="40" width="104" height="124" fill="#fff"/><rect x="56" y="48" width="88" height="108" fill="#bae6fd"/>
    <circle cx="122" cy="72" r="11" fill="#fde047"/>
    <path d="M56 156 L56 130 L84 98 L108 126 L122 112 L144 136 L144 156 Z" fill="#4ade80"/>
    <path d="M56 156 L56 142 L84 120 L106 140 L144 148 L144 156 Z" fill="#16a34a"/>`,
  wrapping: (p) => `<g transform="rotate(-14 100 110)">
    <rect x="30" y="84" width="130" height="52" fill="${p.main}"/>
    ${repeat(12, (i) => `<circle cx="${42 + (i % 6) * 21 + (i >= 6 ? 10 : 0)}" cy="${i >= 6 ? 122 : 98}" r="4" fill="${p.light}"/>`)}
    <rect x="84" y="84" width="12" height="52" fill="${p.accent}"/>
    <ellipse cx="160" cy="110" rx="11" ry="26" fill="${p.dark}"/><ellipse cx="160" cy="110" rx="4" ry="9" fill="#fff"/>
    ${bow(90, 84, p.accent)}</g>`,
};

function repeat(count: number, part: (i: number) => string): string {
  return Array.from({ length: count }, (_, i) => part(i)).join('');
}

function bow(x: number, y: number, color: string): string {
  return `<path d="M${x} ${y} C${x - 16} ${y - 26} ${x - 42} ${y - 22} ${x - 34} ${y - 6} C${x - 28} ${y + 4} ${x - 12} ${y + 2} ${x} ${y} Z" fill="${color}"/>
    <path d="M${x} ${y} C${x + 16} ${y - 26} ${x + 42} ${y - 22} ${x + 34} ${y - 6} C${x + 28} ${y + 4} ${x + 12} ${y + 2} ${x} ${y} Z" fill="${color}"/>
    <circle cx="${x}" cy="${y}" r="7" fill="${mix(color, '#0f172a', 0.25)}"/>`;
}
