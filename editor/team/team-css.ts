/** The served editor's own screens' style (pages.ts): large targets, plain and readable at 375 px. */
export const TEAM_CSS = `
body { font: 1.125rem/1.5 system-ui, sans-serif; margin: 0; color: #1a1a1a; background: #fff; }
main { max-width: 40rem; margin: 0 auto; padding: 1rem; }
label { display: block; margin-top: 1rem; font-weight: 600; }
label.choice { font-weight: 400; display: flex; gap: .5rem; align-items: center; min-height: 44px; margin: 0; }
input:not([type=radio]):not([type=checkbox]) { display: block; width: 100%; box-sizing: border-box; min-height: 44px; font: inherit; padding: .5rem; border: 2px solid #555; border-radius: 4px; }
input[type=radio], input[type=checkbox] { width: 24px; height: 24px; }
button { min-height: 44px; min-width: 44px; font: inherit; padding: .5rem 1rem; margin-top: 1rem; border: 2px solid #1f3f8f; border-radius: 4px; background: #1f3f8f; color: #fff; cursor: pointer; }
button.remove, button.new-link, nav button { background: #fff; color: #1f3f8f; margin: 0; }
:focus-visible { outline: 3px solid #b35900; outline-offset: 2px; }
a { color: #1f3f8f; display: inline-block; min-height: 24px; padding: .5rem 0; }
.actions { display: flex; flex-wrap: wrap; gap: .5rem; }
.hint { margin: .25rem 0 0; color: #444; font-size: 1rem; }
fieldset { margin-top: 1rem; border: 2px solid #ccc; }
table { width: 100%; border-collapse: collapse; margin-top: 1rem; }
th, td { text-align: left; padding: .5rem .25rem; border-bottom: 1px solid #ccc; vertical-align: middle; }
caption { text-align: left; font-weight: 600; }
nav { display: flex; justify-content: space-between; align-items: center; }
#message:not(:empty) { padding: .75rem; border: 2px solid #1f3f8f; }
.visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
@media (max-width: 30rem) { table, caption, tbody, tr, th, td { display: block; } thead { display: none; } td { border: 0; } }
`;
