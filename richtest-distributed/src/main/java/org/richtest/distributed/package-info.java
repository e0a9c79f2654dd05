/**
 * Reachability testing on a Hazelcast cluster: every member explores {@link
 * org.richtest.workitem.WorkItem}s of the explorations submitted to the cluster, and the member that
 * submitted one sums the committed results into the same {@link org.richtest.ExplorationResult} a
 * local exploration gives. {@link org.richtest.distributed.ClusterMember} is the front door.
 */
@NullMarked
package org.richtest.distributed;

import org.jspecify.annotations.NullMarked;
