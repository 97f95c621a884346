import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { ButtonLink, MenuToggle, headerNavLinkClassName, headerNavListClassName, useIsMobile } from '@beurs/ui';
import { renderRouterLink } from '../routes/render-router-link';
import { LOGIN_PATH, MAIN_SECTIONS, REGISTRATION_PATH, TERMINAL_URL, type MainSection } from '../routes/site-map';
import { useStoredSession } from '../session/use-stored-session';

/**
 * Props of the account group not shown: still laid out (the two groups share one grid cell, so the
 * header keeps its width whichever shows, and switching after mount shifts nothing), but
 * invisible, out of the accessibility tree and unfocusable.
 */
function groupProps(shown: boolean) {
  return shown
    ? { className: 'main-nav__account-group' }
    : { className: 'main-nav__account-group main-nav__account-group--inactive', 'aria-hidden': true, inert: true };
}

function currentOf(section: MainSection, pathname: string): 'page' | 'true' | undefined {
  if (pathname === section.to) return 'page';
  return section.covers.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`)) ? 'true' : undefined;
}

/**
 * The header navigation. From 1024 px it is a row of links; below (contract §2: mobile threshold) the
 * links fold behind a Menu button: opening moves focus to the first link, Escape closes and
 * returns focus to the button, and so do a click outside, leaving the menu with Tab, and
 * following a link. A visitor whose browser holds a session (signed in here or in the terminal)
 * gets "Open terminal" in place of "Sign in" and "Open a demo account", once the page has mounted.
 */
export function MainNavigation() {
  const isMobile = useIsMobile();
  const signedIn = useStoredSession();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  // Growing past the breakpoint closes the menu, so it is not open again on the way back.
  if (!isMobile && open) setOpen(false);
  const expanded = isMobile && open;
  const listId = useId();
  const navRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);

  useEffect(() => {
    if (expanded) listRef.current?.querySelector('a')?.focus();
  }, [expanded]);

  useEffect(() => {
    if (!expanded) return;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !navRef.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [expanded]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !expanded) return;
    event.preventDefault();
    setOpen(false);
    toggleRef.current?.focus();
  };

  const onBlur = (event: FocusEvent) => {
    // Tab past the last link (or Shift+Tab before the button) closes the menu.
    if (expanded && event.relatedTarget instanceof Node && !navRef.current?.contains(event.relatedTarget)) setOpen(false);
  };

  const close = () => setOpen(false);
  // `inert` on the hidden group is the rule; tabindex -1 keeps its links out of Tab order where
  // `inert` is not implemented (older browsers, jsdom).
  const signedOutTabIndex = signedIn ? -1 : undefined;
  const signedInTabIndex = signedIn ? undefined : -1;

  return (
    <nav ref={navRef} className="main-nav" aria-label="Main" onKeyDown={onKeyDown} onBlur={onBlur}>
      {isMobile ? (
        <MenuToggle ref={toggleRef} expanded={expanded} aria-controls={listId} onClick={() => setOpen((value) => !value)} />
      ) : null}
      <ul
        ref={listRef}
        id={listId}
        className={headerNavListClassName({
          open: expanded,
          className: expanded ? 'main-nav__list main-nav__list--open' : 'main-nav__list',
        })}
        hidden={isMobile && !expanded}
      >
        {MAIN_SECTIONS.map((section) => (
          <li key={section.to}>
            <Link
              className={headerNavLinkClassName({ className: 'main-nav__link' })}
              to={section.to}
              aria-current={currentOf(section, pathname)}
              onClick={close}
            >
              {section.label}
            </Link>
          </li>
        ))}
        <li className="main-nav__account">
          <div {...groupProps(!signedIn)}>
            <ButtonLink variant="secondary" href={LOGIN_PATH} renderLink={renderRouterLink} onClick={close} tabIndex={signedOutTabIndex}>
              Sign in
            </ButtonLink>
            <ButtonLink href={REGISTRATION_PATH} renderLink={renderRouterLink} onClick={close} tabIndex={signedOutTabIndex}>
              Open a demo account
            </ButtonLink>
          </div>
          {/* The terminal is another app on this origin: a full page load, not a route of this site. */}
          <div {...groupProps(signedIn)}>
            <ButtonLink href={TERMINAL_URL} onClick={close} tabIndex={signedInTabIndex}>
              Open terminal
            </ButtonLink>
          </div>
        </li>
      </ul>
    </nav>
  );
}
