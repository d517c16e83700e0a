import { errorMessage } from "../../../../lib/client/callables";
import { LOGIN_MESSAGES } from "../../../../lib/domain/shared";
import { titledToast } from "../../../../components/shared/titledToast";

/** The roles screen's error toasts: the catalogue's title (docs/product.md#role-toasts), carrying the error message as the description. */
export function roleErrorToast(title: string) {
  return (error: unknown) => {
    console.error(title, error);
    titledToast("error", { title, description: errorMessage(error, LOGIN_MESSAGES.unexpectedError) });
  };
}
