/** Tells whoever is debugging which address led here: the 404 page is served for every unknown path. */
console.warn(`404: no page at ${window.location.pathname}`);
