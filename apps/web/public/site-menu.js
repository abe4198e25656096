// The public pages' narrow-screen menu (a native popover, apps/server's static-page.ts) closes once
// one of its links is followed: the page scrolls to that section with nothing over it.
const menu = document.getElementById('site-menu');
menu?.addEventListener('click', (event) => {
  if (event.target instanceof Element && event.target.closest('a')) menu.hidePopover();
});
