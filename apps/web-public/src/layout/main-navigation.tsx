import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { useIsMobile } from '@beurs/ui';
import { LOGIN_PATH, MAIN_SECTIONS, REGISTRATION_PATH, type MainSection } from '../routes/site-map';

function currentOf(section: MainSection, pathname: string): 'page' | 'true' | undefined {
  if (pathname === section.to) return 'page';
  return section.covers.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`)) ? 'true' : undefined;
}

/**
 * The header navigation. From 1024 px it is a row of links; below (spec 2: mobile threshold) the
 * links fold behind a Menu button: opening moves focus to the first link, Escape closes and
 * returns focus to the button, and so do a click outside, leaving the menu with Tab, and
 * following a link.
 */
export function MainNavigation() {
  const isMobile = useIsMobile();
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

  return (
    <nav ref={navRef} className="main-nav" aria-label="Main" onKeyDown={onKeyDown} onBlur={onBlur}>
      {isMobile ? (
        <button
          ref={toggleRef}
          type="button"
          className="main-nav__toggle"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setOpen((value) => !value)}
        >
          <span className="main-nav__toggle-icon" aria-hidden="true" />
          Menu
        </button>
      ) : null}
      <ul
        ref={listRef}
        id={listId}
        className={expanded ? 'main-nav__list main-nav__list--open' : 'main-nav__list'}
        hidden={isMobile && !expanded}
      >
        {MAIN_SECTIONS.map((section) => (
          <li key={section.to}>
            <Link className="main-nav__link" to={section.to} aria-current={currentOf(section, pathname)} onClick={close}>
              {section.label}
            </Link>
          </li>
        ))}
        <li className="main-nav__account">
          <Link className="bx-button bx-button--secondary bx-button--medium" to={LOGIN_PATH} onClick={close}>
            Sign in
          </Link>
        </li>
        <li className="main-nav__account">
          <Link className="bx-button bx-button--primary bx-button--medium" to={REGISTRATION_PATH} onClick={close}>
            Open a demo account
          </Link>
        </li>
      </ul>
    </nav>
  );
}
