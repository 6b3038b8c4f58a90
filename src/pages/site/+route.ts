// One catch-all page renders every address in site.json. The prerender hook's list is the truth:
// this file must stay free of fs (Vike evaluates it while loading its config).
export default "*";
