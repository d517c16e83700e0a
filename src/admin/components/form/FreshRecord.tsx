import type { ReactNode } from "react";
import toast from "react-hot-toast";
import { errorMessage } from "../../../lib/client/callables";
import type { CallableRequest, CallableResponse } from "../../../lib/domain/callables";
import { ListState, Panel } from "../AdminPage";
import { useCallableQuery } from "../../hooks/useCallableQuery";

/** The callables that read one item for its edit form. */
export type RecordGetter = "getAdminArtist" | "getAdminRelease" | "getAdminPressPost";

interface Props<N extends RecordGetter> {
  getter: N;
  id: string;
  /** The form's panel title and heading id, shown while the item loads. */
  title: string;
  titleId: string;
  /** The toast when the item cannot be read and the server gives no message of its own. */
  loadFailed: string;
  /** The item is gone or cannot be read: back to create mode. */
  onFailed: () => void;
  children: (record: CallableResponse<N>) => ReactNode;
}

/**
 * An edit form opened from a list row, shown once its item is read by id.
 * The row is only the list's copy: on a slow connection the list may still
 * show what it read before the person's own last save, and a form filled
 * from it would store those older fields over the saved ones
 * (docs/decisions.md#edit-forms-read-the-item).
 */
export function FreshRecord<N extends RecordGetter>({ getter, id, title, titleId, loadFailed, onFailed, children }: Props<N>) {
  const { data } = useCallableQuery(getter, { id } as CallableRequest<N>, (error) => {
    toast.error(errorMessage(error, loadFailed));
    onFailed();
  });
  if (!data) {
    return (
      <Panel title={title} id={titleId}>
        <ListState loading empty={false} emptyText="" />
      </Panel>
    );
  }
  return <>{children(data)}</>;
}
