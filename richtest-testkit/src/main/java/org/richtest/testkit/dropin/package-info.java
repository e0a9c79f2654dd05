/**
 * Seeded random programs over the {@code java.util.concurrent} drop-ins: a {@link
 * org.richtest.testkit.dropin.DropInKind} per drop-in (registered in {@link
 * org.richtest.testkit.dropin.DropInKinds}), the generator and its shrinker, and the observable
 * outcomes by which the native drop-ins are compared with the lock-based reference model.
 */
@NullMarked
package org.richtest.testkit.dropin;

import org.jspecify.annotations.NullMarked;
