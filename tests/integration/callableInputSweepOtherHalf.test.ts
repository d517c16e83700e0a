import { callableHalf, sweepCallablesOverHttp } from "./callableHttpSweep";
import { sweepCast } from "./sweepSupport";

/** The second half of every callable's one pass over HTTP (callableHttpSweep.ts says what each gets). */
sweepCallablesOverHttp(callableHalf(1), sweepCast());
