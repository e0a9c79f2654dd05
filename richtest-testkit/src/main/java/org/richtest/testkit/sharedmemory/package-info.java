/**
 * Random shared-memory programs for the differential test against the oracle: threads that read
 * variables into registers, write values computed from what they read, branch on them and take a
 * lock, over variables of every kind that records reads and writes (semantics note in
 * docs/decisions.md, "Shared variables").
 */
@NullMarked
package org.richtest.testkit.sharedmemory;

import org.jspecify.annotations.NullMarked;
