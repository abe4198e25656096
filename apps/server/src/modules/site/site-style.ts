/**
 * The public pages' stylesheet, inline in their HTML (issue 24, "fast"): the page paints from its
 * first bytes, with no stylesheet or script to wait for. The landing page's look (apps/web's theme:
 * its colours, system font, cards, the hero's gradient) in a few rules; logical properties, so an
 * Arabic page (dir="rtl") mirrors. The sections under the hero are laid out only as they come near
 * the screen (`content-visibility: auto`, each keeping its last size): the phone's first layout is
 * the top of the page, not all of it. No `:has()`: it makes every style change costlier.
 */
export const SITE_STYLE = `
*,*::before,*::after{box-sizing:border-box}
html{scroll-behavior:smooth}
@media (prefers-reduced-motion:reduce){html{scroll-behavior:auto}}
body{margin:0;background:#fff;color:#1d2b36;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,"Noto Sans","Noto Sans Arabic",sans-serif}
a{color:#0f4c63}
a:focus-visible,button:focus-visible{outline:2px solid #1f6f8b;outline-offset:2px}
h1,h2,h3{line-height:1.2;margin:0}
.wrap{max-width:1200px;margin:0 auto;padding:0 16px}
@media (min-width:600px){.wrap{padding:0 24px}}
.demo{background:#212121;color:#fff;min-height:32px;display:flex;align-items:center;justify-content:center;padding:4px 16px;font-size:14px;text-align:center}
.bar{position:sticky;top:0;z-index:10;background:#fff;border-bottom:1px solid #e0e0e0}
.bar .wrap{display:flex;align-items:center;gap:8px;min-height:48px}
.brand{flex:1;margin:0;font-size:20px;font-weight:500;color:#0f4c63;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.brand a{color:inherit;text-decoration:none}
.links{display:none;gap:4px}
.links a{color:inherit;text-decoration:none;padding:6px 8px;border-radius:4px;font-size:14px;font-weight:500;text-transform:uppercase}
.links a:hover{background:rgba(0,0,0,.04)}
.btn{display:inline-flex;align-items:center;justify-content:center;min-height:42px;padding:8px 22px;border-radius:4px;font-size:15px;font-weight:500;text-decoration:none;text-transform:uppercase;border:1px solid transparent}
.btn-primary{background:#1f6f8b;color:#fff}
.btn-secondary{background:#4a6fa5;color:#fff}
.btn-light{background:#fff;color:#0f4c63}
.btn-outline{border-color:currentColor;color:inherit}
.bar .btn{display:none;min-height:36px;padding:6px 16px;font-size:14px}
.menu-btn{display:inline-grid;place-items:center;width:44px;height:44px;border:0;border-radius:50%;background:none;color:#1d2b36;cursor:pointer}
.menu-btn svg{width:24px;height:24px;fill:currentColor}
@media (min-width:900px){.links{display:flex}.bar .btn{display:inline-flex}.menu-btn{display:none}}
.menu{margin:56px 8px auto auto;inset-inline-start:auto;padding:8px 0;border:0;border-radius:4px;min-width:200px;box-shadow:0 5px 5px -3px rgba(0,0,0,.2),0 8px 10px 1px rgba(0,0,0,.14),0 3px 14px 2px rgba(0,0,0,.12)}
.menu ul{list-style:none;margin:0;padding:0}
.menu a{display:block;padding:10px 16px;color:inherit;text-decoration:none}
.menu a:hover{background:rgba(0,0,0,.04)}
.hero{position:relative;overflow:hidden;color:#fff;padding:96px 0 64px;background:linear-gradient(135deg,#0f4c63 0%,#1f6f8b 55%,#4f9bb5 100%)}
@media (min-width:900px){.hero{padding:128px 0 96px}}
.hero-img{position:absolute;inset:0;width:100%;height:100%;object-fit:cover;z-index:0}
.hero.pictured::before{content:"";position:absolute;inset:0;z-index:1;background:linear-gradient(135deg,rgba(15,76,99,.92) 0%,rgba(31,111,139,.85) 55%,rgba(15,76,99,.75) 100%)}
.hero .wrap{position:relative;z-index:2}
.overline{margin:0;font-size:14px;letter-spacing:.08em;text-transform:uppercase;opacity:.9}
.hero h1{font-size:2.4rem;font-weight:700;margin:0 0 16px}
@media (min-width:900px){.hero h1{font-size:3.2rem}}
.hero .lead{font-size:1.25rem;max-width:640px;margin:0 0 24px;opacity:.92}
.today{display:inline-block;margin:0 0 24px;padding:2px 8px;border-radius:16px;background:rgba(255,255,255,.16);font-size:13px}
.actions{display:flex;flex-direction:column;gap:16px}
@media (min-width:600px){.actions{flex-direction:row}}
.sec{padding:48px 0;scroll-margin-top:56px;content-visibility:auto;contain-intrinsic-size:auto 640px}
@media (min-width:900px){.sec{padding:64px 0}}
.tint{background:#eef5f8}
.sec h2{font-size:2rem;font-weight:600;color:#0f4c63;margin-bottom:24px}
.sec .titled{margin-bottom:8px}
.sub{color:#566573;max-width:760px;margin:0 0 24px}
.muted{color:#566573}
.about{max-width:760px;font-size:16px;white-space:pre-line}
.cards{list-style:none;margin:0;padding:0;display:grid;gap:16px;grid-template-columns:1fr}
.card{background:#fff;border:1px solid #e0e0e0;border-radius:4px;padding:20px}
.card h3{font-size:1rem;font-weight:600}
.card p{margin:8px 0 0;font-size:14px}
.card img{display:block;width:100%;height:160px;object-fit:cover;border-radius:4px;margin-bottom:12px}
.people{grid-template-columns:1fr 1fr}
.people .card{text-align:center}
.people img,.avatar{width:96px;height:96px;border-radius:50%;margin:0 auto 12px}
.avatar{display:grid;place-items:center;background:#eef5f8;color:#1f6f8b;font-size:40px;font-weight:600}
@media (min-width:600px){.c2,.c3,.c4{grid-template-columns:1fr 1fr}}
@media (min-width:900px){.c3{grid-template-columns:repeat(3,1fr)}.c4,.people{grid-template-columns:repeat(4,1fr)}}
.checks{list-style:none;margin:0;padding:8px 0}
.checks li{padding:4px 0}
.checks li::before{content:"✓";color:#2e7d32;font-weight:700;margin-inline-end:8px}
.hours{width:100%;max-width:560px;border-collapse:collapse}
.hours th,.hours td{padding:6px 16px 6px 0;border-bottom:1px solid #e0e0e0;text-align:start;font-size:14px}
.hours td{text-align:end}
.hours .today-row th{font-weight:700}
.closed{color:#c62828}
.stars{color:#8a5a00;letter-spacing:2px;margin:0}
figure{margin:0}
blockquote{margin:8px 0}
figcaption{display:flex;gap:8px;align-items:center;font-weight:500;font-size:14px}
figcaption img{width:40px;height:40px;border-radius:50%;object-fit:cover}
.more{margin-top:24px}
.book{background:#1f6f8b;color:#fff;text-align:center;padding:48px 0}
.book h2{color:#fff;font-size:2rem;margin-bottom:12px}
.book p{opacity:.9;margin:0 0 24px}
footer{background:#0f4c63;color:#fff;padding:24px 0;font-size:14px}
footer .wrap{display:flex;flex-direction:column;gap:16px;justify-content:space-between}
@media (min-width:600px){footer .wrap{flex-direction:row}}
footer a{color:inherit;margin-inline-end:16px}
footer p{margin:0}
.post{max-width:900px;padding-top:32px;padding-bottom:64px}
.post h1{font-size:2.4rem;color:#0f4c63;margin:16px 0 8px}
.post .by{color:#566573;margin:0 0 24px}
.post .cover{display:block;width:100%;height:auto;max-height:420px;object-fit:cover;border-radius:4px;margin-bottom:24px}
.body{font-size:17px;line-height:1.7}
.body h1,.body h2,.body h3{color:#0f4c63;line-height:1.3}
.body img{max-width:100%;height:auto}
.body blockquote{border-inline-start:4px solid #e0e0e0;margin:0;padding:0 16px;color:#566573}
.body pre{overflow-x:auto;background:#f4f7f9;padding:16px}
`
  .trim()
  .replace(/\n/g, '');
