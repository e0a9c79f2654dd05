package org.richtest.distributed;

import com.hazelcast.core.HazelcastInstance;
import com.hazelcast.map.IMap;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import org.jspecify.annotations.Nullable;
import org.richtest.workitem.WorkItem;
import org.richtest.workitem.WorkItemRunner;
import org.richtest.workitem.WorkResult;

/**
 * The frontier of one exploration in the cluster, and how members take and commit its items.
 * Three maps, each with a backup on another member: {@code pending} (item id to item: what is
 * left), {@code done} (item id to result: what was counted) and {@code leases} (item id to the
 * member exploring it, with an expiry that the member renews while it works).
 *
 * <p>Every step is idempotent by item id, so no lock and no transaction is needed, and a member may
 * die between any two steps: committing an item puts its result in {@code done} only if absent
 * (the first result counts, a repeat counts nothing), then puts its children in {@code pending}
 * unless they are done already, then removes the item from {@code pending}. An item stays pending
 * until its children are, so the exploration is over exactly when {@code pending} is empty (which
 * {@link #isEmpty} confirms from {@code done}: the map is not read at one instant); a lease
 * whose member died expires and the item is taken again; a taker that finds the item done only
 * finishes the commit.
 */
final class ClusterFrontier {

  /** How long a lease lasts unless renewed. */
  static final long LEASE_MILLIS = 4_000;

  /** The bytes of an item id as sent: 32 hex digits. */
  private static final int ID_BYTES = 32;

  private final IMap<String, byte[]> pending;
  private final IMap<String, byte[]> done;
  private final IMap<String, String> leases;
  private final AtomicLong bytes = new AtomicLong();

  ClusterFrontier(HazelcastInstance hazelcast, String run) {
    this.pending = hazelcast.getMap(Maps.PREFIX + run + ".pending");
    this.done = hazelcast.getMap(Maps.PREFIX + run + ".done");
    this.leases = hazelcast.getMap(Maps.PREFIX + run + ".leases");
  }

  /** Adds the first item, unless the exploration has it already (a resubmission). */
  void start(WorkItem root) {
    if (!done.containsKey(root.id())) {
      pending.putIfAbsent(root.id(), root.form());
      bytes.addAndGet(root.size());
    }
  }

  /**
   * Leases a pending item to {@code owner}, one held by this member's partitions first; null if
   * every pending item is leased. Items found done are finished on the way.
   */
  @Nullable WorkItem lease(String owner) {
    WorkItem local = leaseAmong(new ArrayList<>(pending.localKeySet()), owner);
    return local != null ? local : leaseAmong(new ArrayList<>(pending.keySet()), owner);
  }

  private @Nullable WorkItem leaseAmong(List<String> ids, String owner) {
    bytes.addAndGet((long) ids.size() * ID_BYTES);
    Collections.shuffle(ids);
    for (String id : ids) {
      if (leases.containsKey(id)
          || leases.putIfAbsent(id, owner, LEASE_MILLIS, TimeUnit.MILLISECONDS) != null) {
        continue;
      }
      byte[] result = done.get(id);
      if (result != null) {
        finish(id, WorkResult.fromBytes(result));
        continue;
      }
      byte[] form = pending.get(id);
      if (form == null) {
        leases.delete(id);
        continue;
      }
      bytes.addAndGet(form.length);
      return new WorkItem(id, form);
    }
    return null;
  }

  /** Extends {@code owner}'s lease of item {@code id}, as long as it explores it. */
  void renew(String id, String owner) {
    leases.set(id, owner, LEASE_MILLIS, TimeUnit.MILLISECONDS);
  }

  /** Commits what exploring {@code item} found: counted once, whoever commits it first. */
  void commit(WorkItem item, WorkResult result) {
    byte[] form = result.toBytes();
    bytes.addAndGet(form.length);
    byte[] earlier = done.putIfAbsent(item.id(), form);
    finish(item.id(), earlier == null ? result : WorkResult.fromBytes(earlier));
  }

  /**
   * Hands on the children of a committed item and removes it from the pending items. The result is
   * then kept with its children's ids only (an empty form marks a child handed on already).
   */
  private void finish(String id, WorkResult result) {
    boolean handsOn = false;
    for (WorkItem child : result.children()) {
      if (child.size() > 0) {
        handsOn = true;
        if (!done.containsKey(child.id())) {
          pending.putIfAbsent(child.id(), child.form());
          bytes.addAndGet(child.size());
        }
      }
    }
    pending.delete(id);
    if (handsOn) {
      done.set(id, withChildIds(result).toBytes());
    }
    leases.delete(id);
  }

  private static WorkResult withChildIds(WorkResult result) {
    List<WorkItem> ids = new ArrayList<>();
    for (WorkItem child : result.children()) {
      ids.add(new WorkItem(child.id(), new byte[0]));
    }
    return result.withChildren(ids);
  }

  /**
   * Returns whether nothing is left to explore: no item pending, and every child of every committed
   * item committed too. {@code pending.isEmpty()} alone is not enough: it reads the partitions one
   * after another, not at one instant, so it can miss a child put in a partition it had read while
   * the parent is removed from one it reads later. The committed results only grow, so if those
   * read include the root and the children of each, they are the whole tree.
   */
  boolean isEmpty() {
    if (!pending.isEmpty()) {
      return false;
    }
    Set<String> committed = new HashSet<>();
    List<WorkItem> children = new ArrayList<>();
    for (Map.Entry<String, byte[]> entry : done.entrySet()) {
      committed.add(entry.getKey());
      children.addAll(WorkResult.fromBytes(entry.getValue()).children());
    }
    if (!committed.contains(WorkItemRunner.rootId())) {
      return false;
    }
    for (WorkItem child : children) {
      if (!committed.contains(child.id())) {
        return false;
      }
    }
    return true;
  }

  /** Returns the number of pending items. */
  int size() {
    return pending.size();
  }

  /** Returns the results committed so far. */
  List<WorkResult> results() {
    List<WorkResult> results = new ArrayList<>();
    for (byte[] form : done.values()) {
      results.add(WorkResult.fromBytes(form));
    }
    return results;
  }

  /** Returns the bytes of items and results this member sent or fetched through this frontier. */
  long bytes() {
    return bytes.get();
  }

  /** Removes the exploration's maps from the cluster. */
  void destroy() {
    pending.destroy();
    done.destroy();
    leases.destroy();
  }
}
