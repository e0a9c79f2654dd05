/**
 * For engines that spread an exploration over several JVMs (the Hazelcast cluster of {@code
 * richtest-distributed}): {@link org.richtest.workitem.WorkItemRunner} explores parts of an
 * exploration, {@link org.richtest.workitem.WorkItem}s, to a run budget into {@link
 * org.richtest.workitem.WorkResult}s that an engine commits once per item and sums. Apart from the
 * primitives' SPI ({@code org.richtest.spi}), which must never see the engine this package is backed
 * by.
 */
@NullMarked
package org.richtest.workitem;

import org.jspecify.annotations.NullMarked;
