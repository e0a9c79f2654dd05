package org.richtest.distributed;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.hazelcast.core.Hazelcast;
import com.hazelcast.core.HazelcastInstance;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;
import org.richtest.ExplorationOptions;
import org.richtest.workitem.WorkItem;
import org.richtest.workitem.WorkItemRunner;
import org.richtest.workitem.WorkResult;

/**
 * One member commits a chain of items, each with one child, and never the last: the frontier is
 * never empty, however another member's look at it interleaves with the commits. Before the
 * frontier confirmed emptiness from the committed items, about one look in a hundred found it empty
 * (a map's {@code isEmpty} reads its partitions one after another), and a cluster exploration
 * could end early with a short count it called complete.
 */
class FrontierEmptinessTest {

  @Test
  void isEmpty_neverWhileAChildIsHandedOn() throws Exception {
    String name = "richtest-test-" + UUID.randomUUID();
    HazelcastInstance a = Hazelcast.newHazelcastInstance(
        Maps.config(new ClusterOptions(List.of(), "127.0.0.1", LocalCluster.freePort(), name)));
    int port = a.getCluster().getLocalMember().getAddress().getPort();
    HazelcastInstance b = Hazelcast.newHazelcastInstance(Maps.config(new ClusterOptions(
        List.of("127.0.0.1:" + port), "127.0.0.1", LocalCluster.freePort(), name)));
    try {
      String run = UUID.randomUUID().toString();
      ClusterFrontier committer = new ClusterFrontier(a, run);
      ClusterFrontier watcher = new ClusterFrontier(b, run);
      WorkItem root = WorkItemRunner.of(
          TestPrograms.resolve("mutex-2-1"), ExplorationOptions.defaults()).root();
      watcher.start(root);
      AtomicBoolean stop = new AtomicBoolean();
      Thread commits = Thread.ofPlatform().start(() -> {
        WorkItem item = root;
        for (int i = 0; !stop.get(); i++) {
          WorkItem child = new WorkItem(String.format("%032x", i), new byte[] {1, 2, 3});
          committer.commit(item, new WorkResult(1, 1, 0, 0, 0, 0, List.of(), List.of(), List.of(),
              true, false, List.of(child)));
          item = child;
        }
      });
      long looks = 0;
      long empty = 0;
      long end = System.nanoTime() + 5_000_000_000L;
      while (System.nanoTime() < end) {
        looks++;
        if (watcher.isEmpty()) {
          empty++;
        }
      }
      stop.set(true);
      commits.join();
      assertEquals(0, empty, "looks that found the frontier empty, of " + looks);
    } finally {
      b.shutdown();
      a.shutdown();
    }
  }
}
