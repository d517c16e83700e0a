import toast from "react-hot-toast";
import { Button } from "../../../components/Button";
import type { Invitation } from "./InviteUserForm";

/**
 * After an invitation: the password-setup link for the admin to pass on
 * (it is also queued as an email), or a note that an existing account got the role.
 */
export function InvitationNotice({ invitation, onDismiss }: { invitation: Invitation; onDismiss: () => void }) {
  const link = invitation.password_setup_link;
  return (
    <div role="status" className="mt-6 border border-accent/60 p-4 text-sm">
      {link ? (
        <>
          <p className="text-xs font-bold tracking-widest">PASSWORD SETUP LINK</p>
          <p className="mt-1 text-muted">Send this link to {invitation.email} so they can choose a password and sign in.</p>
          <div className="mt-2 flex gap-2">
            <input
              readOnly
              value={link}
              aria-label={`Password setup link for ${invitation.email}`}
              className="min-w-0 flex-1 border border-white/20 bg-transparent px-2 py-1 text-xs"
              onFocus={(e) => e.currentTarget.select()}
            />
            <Button onClick={() => void navigator.clipboard.writeText(link).then(() => toast.success("Link copied"))}>COPY LINK</Button>
          </div>
        </>
      ) : (
        <p>{invitation.email} already had an account: the role was added to it.</p>
      )}
      <Button variant="ghost" className="mt-2 px-0" onClick={onDismiss}>
        DISMISS
      </Button>
    </div>
  );
}
