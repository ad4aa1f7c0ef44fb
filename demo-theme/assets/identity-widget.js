// Stand-in for the platform's external identity widget, loaded by the loader only when the URL hash carries an OAuth
// answer (access_token or error=access_denied). It announces itself so tests can see it ran.
window.dispatchEvent(new CustomEvent('ecom:identity:loaded', { detail: { hash: location.hash } }))
