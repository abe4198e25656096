import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';

/** Changes some of the address's query parameters: given them as they are now, returns them as they should be. */
export type AddressUpdate = (change: (now: URLSearchParams) => URLSearchParams) => void;

/**
 * The address's query parameters, and a writer that changes them in place (a replace, not a new history entry).
 *
 * React Router applies an address change to its state inside a transition, so a render can see the address as
 * it was a moment ago; `useSearchParams`' own setter starts from that render's copy and navigates even when
 * nothing changes, so an effect that keeps one parameter in step (the list's search) could put back an address
 * already left: a record opened just after a search lost its `view`, a search the address brought came back
 * as the one typed before. This writer starts from the address as it is now (`location.search`), writes only
 * what changes, and keeps its identity across address changes (an effect that uses it does not run again).
 */
export function useAddressParams(): [URLSearchParams, AddressUpdate] {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const update = useCallback<AddressUpdate>(
    (change) => {
      const now = new URLSearchParams(window.location.search);
      const next = change(new URLSearchParams(now));
      if (next.toString() !== now.toString())
        navigate({ search: `?${next}`, hash: window.location.hash }, { replace: true });
    },
    [navigate],
  );
  return [params, update];
}
