/**
 * Prefix-based replay (paper section VII, semantics §6): the {@link
 * org.richtest.internal.replay.PrefixReplay} chooser that forces a variant and then lets the run go
 * on freely, with unmatched receiving events and exact partial-run detection; in strict mode it is
 * deterministic replay of a whole recorded sequence. Depends on {@code internal.schedule} and {@code
 * internal.variant}.
 */
@NullMarked
package org.richtest.internal.replay;

import org.jspecify.annotations.NullMarked;
