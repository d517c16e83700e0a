// One export per callable; each lives in its own file.
export { isAdmin } from "./isAdmin";
