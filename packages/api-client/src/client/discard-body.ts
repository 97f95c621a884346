/**
 * Lets go of an answer's body the client will not read, without waiting for it.
 *
 * The body may be shared: an `afterResponse` hook gets a copy (`Response.clone` tees the
 * stream), and the Streams spec settles the cancel of one branch of a tee only once the other
 * branch is cancelled or read to its end. A hook that leaves its copy unread would make a wait
 * here last forever (a script awaiting the call exits with code 13), so the cancel runs on its
 * own; the connection is freed once the hook's copy is read, cancelled or collected.
 */
export function discardBody(response: Response): void {
  // Nothing to do if the cancel fails: the body was not wanted.
  void response.body?.cancel().catch(() => {});
}
