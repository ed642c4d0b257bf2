/**
 * The widget's whole style sheet, scoped by its shadow root. Everything is in px and every
 * inherited property is set on `.bw`, so a host page's `* { color: red !important; font-size: 40px }`
 * (which reaches the host element, and the root font size `rem` would follow) changes nothing inside.
 * Colours come from custom properties that render-widget.ts sets per widget (brand, theme).
 */
export const WIDGET_CSS = `
:host{all:initial;display:block}
:host([hidden]){display:none}
.bw{all:initial;display:block;box-sizing:border-box;font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,"Noto Sans",sans-serif;font-size:15px;line-height:1.55;font-weight:400;color:var(--fg);text-align:start;
--fg:#0f172a;--muted:#475569;--card:#fff;--line:#e2e8f0;--soft:#f8fafc;--shadow:0 1px 2px rgba(15,23,42,.06),0 4px 16px rgba(15,23,42,.06)}
.bw *,.bw *::before,.bw *::after{box-sizing:border-box;margin:0;padding:0;border:0;font:inherit;color:inherit;text-decoration:none;letter-spacing:normal;text-transform:none;background:none}
.bw[data-theme=dark]{--fg:#f1f5f9;--muted:#cbd5e1;--card:#1e293b;--line:#334155;--soft:#0f172a;--shadow:none}
@media (prefers-color-scheme:dark){.bw[data-theme=auto]{--fg:#f1f5f9;--muted:#cbd5e1;--card:#1e293b;--line:#334155;--soft:#0f172a;--shadow:none}}
.items{display:grid;gap:16px}
.bw[data-layout=grid] .items{grid-template-columns:repeat(auto-fill,minmax(min(100%,240px),1fr))}
.card{display:flex;flex-direction:column;gap:14px;padding:20px;border:1px solid var(--line);border-radius:14px;background:var(--card);box-shadow:var(--shadow);min-width:0}
.stars{display:flex;gap:2px;color:var(--line)}
.stars svg{width:16px;height:16px;fill:currentColor;display:block}
.stars .on{color:var(--star)}
.quote{white-space:pre-line;overflow-wrap:anywhere;font-size:15px;line-height:1.6}
.who{display:flex;align-items:center;gap:12px;margin-top:auto}
.avatar{flex:none;display:flex;align-items:center;justify-content:center;width:40px;height:40px;border-radius:999px;background:var(--primary);color:var(--on-primary);font-weight:600;font-size:16px;line-height:1}
.meta{display:flex;flex-direction:column;min-width:0;flex:1}
.name{font-weight:600;overflow-wrap:anywhere}
.role,.date{font-size:13px;color:var(--muted);overflow-wrap:anywhere}
.bw[data-layout=single] .card{align-items:center;text-align:center;padding:32px 24px;gap:18px}
.bw[data-layout=single] .quote{font-size:20px;line-height:1.5;max-width:640px}
.bw[data-layout=single] .who{margin-top:0;text-align:start}
.mark{font-family:Georgia,"Times New Roman",serif;font-size:56px;line-height:.6;height:28px;color:var(--accent)}
.bw[data-layout=list] .items{gap:0;border:1px solid var(--line);border-radius:14px;background:var(--card);overflow:hidden}
.bw[data-layout=list] .card{border:0;border-radius:0;box-shadow:none;padding:14px 18px;gap:6px;background:none}
.bw[data-layout=list] .card+.card{border-top:1px solid var(--line)}
.bw[data-layout=list] .quote{font-size:14px}
.bw[data-layout=list] .who{margin-top:2px;gap:8px}
.bw[data-layout=list] .avatar{width:24px;height:24px;font-size:12px}
.bw[data-layout=list] .meta{flex-direction:row;flex-wrap:wrap;column-gap:8px;align-items:baseline}
.bw[data-layout=list] .name{font-size:14px}
.track{display:grid}
.track>.card{grid-area:1/1}
.track>[aria-hidden=true]{visibility:hidden}
.controls{display:flex;align-items:center;justify-content:center;gap:12px;margin-top:12px}
.nav{display:flex;align-items:center;justify-content:center;width:40px;height:40px;border:1px solid var(--line);border-radius:999px;background:var(--card);color:var(--fg);cursor:pointer}
.nav:hover{border-color:var(--primary)}
.nav svg{width:18px;height:18px;fill:none;stroke:currentColor;stroke-width:2;stroke-linecap:round;stroke-linejoin:round}
.count{min-width:64px;padding:4px 10px;border:1px solid var(--line);border-radius:999px;background:var(--card);text-align:center;font-size:13px;color:var(--muted);font-variant-numeric:tabular-nums}
.carousel:focus-visible,.nav:focus-visible{outline:2px solid var(--ring);outline-offset:2px}
.carousel{display:block;border-radius:16px}
.brand{display:flex;justify-content:flex-end;margin-top:12px}
.brand img{display:block;height:24px;width:auto;max-width:140px;object-fit:contain}
.bw[data-layout=single] .brand{justify-content:center}
.bw[data-theme=dark] .brand img{height:30px;padding:3px 8px;border-radius:8px;background:#fff}
@media (prefers-color-scheme:dark){.bw[data-theme=auto] .brand img{height:30px;padding:3px 8px;border-radius:8px;background:#fff}}
.empty{padding:16px;border:1px dashed var(--line);border-radius:12px;text-align:center;font-size:14px;color:var(--muted)}
@media (prefers-reduced-motion:no-preference){.nav{transition:border-color .15s}}
`;
