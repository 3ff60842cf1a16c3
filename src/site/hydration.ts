// Whether the page is hydrating the server's HTML (main.tsx says so before it starts): a first render that
// would read this browser's storage must draw what the server drew, and read the storage in an effect.
let on = false;
export const hydrating = () => on;
export const setHydrating = (v: boolean) => void (on = v);
