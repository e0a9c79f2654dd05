/**
 * The reference model of the {@code java.util.concurrent} drop-ins: the same classes built only on a
 * signal-and-continue monitor ({@link org.richtest.testkit.reference.MonitorLock}) and its
 * conditions, so that an exploration covers them with no theory of their own. The native drop-ins
 * of {@code org.richtest.sync.concurrent} model each class as a line of its own with far fewer
 * sequences; on random programs both must give the same observable outcomes.
 */
@NullMarked
package org.richtest.testkit.reference;

import org.jspecify.annotations.NullMarked;
