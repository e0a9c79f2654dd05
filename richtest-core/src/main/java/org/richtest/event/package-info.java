/**
 * The immutable trace model of the paper's general execution model (Lei &amp; Carver, section III): lines,
 * sending and receiving events with stable identities, open lists, vector timestamps and the
 * {@link org.richtest.event.SynSequence} a run exercises.
 */
@NullMarked
package org.richtest.event;

import org.jspecify.annotations.NullMarked;
