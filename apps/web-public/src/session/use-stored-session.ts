import { useEffect, useState } from 'react';
import { hasStoredSession } from './has-stored-session';

/**
 * Whether this browser holds a session, decided after mount: the server (the prerendered home
 * page) cannot know, so the first render is always "no session", the same on both sides, and
 * hydration matches. Follows other tabs signing in or out (`storage` events).
 */
export function useStoredSession(): boolean {
  const [stored, setStored] = useState(false);
  useEffect(() => {
    const check = () => setStored(hasStoredSession());
    check();
    window.addEventListener('storage', check);
    return () => window.removeEventListener('storage', check);
  }, []);
  return stored;
}
