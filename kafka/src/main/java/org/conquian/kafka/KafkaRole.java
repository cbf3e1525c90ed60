package org.conquian.kafka;

import org.apache.kafka.common.acl.AccessControlEntry;
import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.common.acl.AclBinding;
import org.apache.kafka.common.acl.AclBindingFilter;
import org.apache.kafka.common.acl.AclOperation;
import org.apache.kafka.common.acl.AclPermissionType;
import org.apache.kafka.common.errors.AuthorizationException;
import org.apache.kafka.common.errors.ClusterAuthorizationException;
import org.apache.kafka.common.errors.GroupAuthorizationException;
import org.apache.kafka.common.errors.TopicAuthorizationException;
import org.apache.kafka.common.errors.TransactionalIdAuthorizationException;
import org.apache.kafka.common.resource.PatternType;
import org.apache.kafka.common.resource.ResourcePattern;
import org.apache.kafka.common.resource.ResourceType;

import org.conquian.log.EventLogException;

import java.time.Duration;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * The parts of conquian that use a secured cluster, and the rights each needs there, as ACLs for one principal
 * per role. Reading implies describing; every role describes the three topics when it opens the log.
 */
public enum KafkaRole {

    /** Writes the events and the match directory in transactions (their ids by prefix), reads both back; may create the topics. */
    RECORDER,
    /** Reads the events, keeps the states and directory entries it writes, as a member of its consumer group. */
    PROJECTOR,
    /** Reads the events and the directory. */
    AUDITOR,
    /** Reads the events and the directory. */
    EXPORT;

    /** The SCRAM user of this role in the README's commands and {@code conquian broker --secure}: {@code recorder}, ... */
    public String user() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** Each role's principal {@code User:NAME}, by {@link #user()}. */
    public static Map<KafkaRole, String> principals() {
        Map<KafkaRole, String> principals = new EnumMap<>(KafkaRole.class);
        for (KafkaRole role : values()) {
            principals.put(role, "User:" + role.user());
        }
        return principals;
    }

    /**
     * The ACLs of this role's principal.
     *
     * @param principal      such as {@code User:recorder}
     * @param projectorGroup the consumer group of the projector; unused by the other roles
     */
    public List<AclBinding> acls(String principal, KafkaSettings settings, String projectorGroup) {
        List<AclBinding> acls = new ArrayList<>();
        String events = settings.topic();
        String directory = settings.directoryTopic();
        String states = settings.stateTopic();
        switch (this) {
            case RECORDER -> {
                for (String topic : List.of(events, directory)) {
                    allow(acls, principal, ResourceType.TOPIC, topic, PatternType.LITERAL, AclOperation.CREATE, AclOperation.READ, AclOperation.WRITE);
                }
                allow(acls, principal, ResourceType.TOPIC, states, PatternType.LITERAL, AclOperation.CREATE, AclOperation.DESCRIBE);
                allow(acls, principal, ResourceType.TRANSACTIONAL_ID, settings.transactionalPrefix() + "-", PatternType.PREFIXED,
                        AclOperation.WRITE, AclOperation.DESCRIBE);
                allow(acls, principal, ResourceType.CLUSTER, "kafka-cluster", PatternType.LITERAL, AclOperation.IDEMPOTENT_WRITE);
            }
            case PROJECTOR -> {
                allow(acls, principal, ResourceType.TOPIC, events, PatternType.LITERAL, AclOperation.READ);
                allow(acls, principal, ResourceType.TOPIC, directory, PatternType.LITERAL, AclOperation.READ, AclOperation.WRITE);
                allow(acls, principal, ResourceType.TOPIC, states, PatternType.LITERAL, AclOperation.READ, AclOperation.WRITE);
                allow(acls, principal, ResourceType.GROUP, projectorGroup, PatternType.LITERAL, AclOperation.READ);
                allow(acls, principal, ResourceType.TRANSACTIONAL_ID, Projector.transactionalPrefix(projectorGroup), PatternType.PREFIXED,
                        AclOperation.WRITE, AclOperation.DESCRIBE);
                allow(acls, principal, ResourceType.CLUSTER, "kafka-cluster", PatternType.LITERAL, AclOperation.IDEMPOTENT_WRITE);
            }
            case AUDITOR, EXPORT -> {
                allow(acls, principal, ResourceType.TOPIC, events, PatternType.LITERAL, AclOperation.READ);
                allow(acls, principal, ResourceType.TOPIC, directory, PatternType.LITERAL, AclOperation.READ);
                allow(acls, principal, ResourceType.TOPIC, states, PatternType.LITERAL, AclOperation.DESCRIBE);
            }
        }
        return acls;
    }

    /**
     * Grants each role's ACLs to its principal on the topics of the settings, as the admin whose client settings
     * they hold, and waits until the broker applies them (it learns them from its metadata a moment after the
     * controller took them).
     *
     * @param principals such as {@code RECORDER -> User:recorder}
     */
    public static void grant(KafkaSettings admin, Map<KafkaRole, String> principals, String projectorGroup) throws EventLogException {
        List<AclBinding> acls = new ArrayList<>();
        principals.forEach((role, principal) -> acls.addAll(role.acls(principal, admin, projectorGroup)));
        Deadline deadline = Deadline.of(admin);
        Admin client = Clients.admin(admin);
        try {
            client.createAcls(acls).all().get(deadline.left().toNanos(), TimeUnit.NANOSECONDS);
            while (!client.describeAcls(AclBindingFilter.ANY).values().get(deadline.left().toNanos(), TimeUnit.NANOSECONDS).containsAll(acls)) {
                deadline.check("waiting for the broker to apply the ACLs");
                Thread.sleep(50);
            }
        } catch (ExecutionException e) {
            throw new EventLogException("cannot grant the ACLs on " + admin.describe() + ": " + e.getCause().getMessage(), e.getCause());
        } catch (TimeoutException | org.apache.kafka.common.errors.TimeoutException e) {
            throw new EventLogException(deadline.expired("granting the ACLs").getMessage(), e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new EventLogException("interrupted while granting the ACLs", e);
        } finally {
            client.close(Duration.ZERO);
        }
    }

    /**
     * What this role lacks where the broker refused it, in the words of the ACLs it needs there (README, "A secured
     * cluster"): the rights on the kind of resource refused, and on the refused topics only when it names them.
     */
    public String lacking(AuthorizationException refused, KafkaSettings settings, String projectorGroup) {
        ResourceType type = switch (refused) {
            case TransactionalIdAuthorizationException e -> ResourceType.TRANSACTIONAL_ID;
            case GroupAuthorizationException e -> ResourceType.GROUP;
            case TopicAuthorizationException e -> ResourceType.TOPIC;
            case ClusterAuthorizationException e -> ResourceType.CLUSTER;
            default -> ResourceType.ANY;
        };
        Set<String> topics = refused instanceof TopicAuthorizationException topic ? topic.unauthorizedTopics() : Set.of();
        Map<ResourcePattern, List<String>> needed = new LinkedHashMap<>();
        for (AclBinding acl : acls("User:" + user(), settings, projectorGroup)) {
            ResourcePattern on = acl.pattern();
            if ((type == ResourceType.ANY || on.resourceType() == type) && (topics.isEmpty() || topics.contains(on.name()))) {
                needed.computeIfAbsent(on, key -> new ArrayList<>()).add(acl.entry().operation().name());
            }
        }
        List<String> rights = new ArrayList<>();
        needed.forEach((on, operations) -> rights.add(String.join(" and ", operations) + " on " + switch (on.resourceType()) {
            case TRANSACTIONAL_ID -> "the transactional ids " + on.name() + "*";
            case GROUP -> "the consumer group " + on.name();
            case CLUSTER -> "the cluster";
            default -> "the topic " + on.name();
        }));
        return "the " + user() + " needs " + (rights.isEmpty() ? "its rights" : String.join(", ", rights)) + " (the broker says: "
                + refused.getMessage() + "; README, 'A secured cluster')";
    }

    private static void allow(List<AclBinding> acls, String principal, ResourceType type, String name, PatternType pattern,
                              AclOperation... operations) {
        for (AclOperation operation : operations) {
            acls.add(new AclBinding(new ResourcePattern(type, name, pattern),
                    new AccessControlEntry(principal, "*", operation, AclPermissionType.ALLOW)));
        }
    }
}
