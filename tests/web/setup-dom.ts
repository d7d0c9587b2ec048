// Testing Library's waits (findBy…, waitFor) give up after 1 s by default. A form's first submit loads its
// schema and the toaster on demand, which takes longer than that while another test file shares the CPU:
// the waits poll, so a longer ceiling costs nothing when the answer comes sooner.
import { configure } from "@testing-library/react";

configure({ asyncUtilTimeout: 5000 });
