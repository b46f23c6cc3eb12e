import { Card, Stack, Title } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useEffect, useMemo, useRef, useState, type ComponentType } from 'react';
import { useLocation, useParams } from 'react-router';
import { TalentRatingItemsQuery } from './operations';
import { DetailView, MentorsList, ParticipantsList, type PeopleListProps } from './TalentRatingTables';
import { NO_RESULTS, countedItems, itemsFromColumns, mentorsWhoRated, participantsRatedBy, possessive, type CountedItem, type RatingRow } from './talentRatings';

/** The delay when switching between the list and a detail view (SPEC 4). */
export const VIEW_SWITCH_MS = 100;

type Side = 'mentor' | 'participant';
type View = { kind: 'list' } | { kind: Side; id: string; name: string };

interface Section {
  label: string;
  List: ComponentType<PeopleListProps>;
  /** The rows of one person's ratings: a row for each person on the other side. */
  ratingsOf: (items: readonly CountedItem[], id: string) => RatingRow[];
  otherSide: string;
  empty: string;
  backLabel: string;
}

/** The screen's two sections. Opening a person shows their ratings in their section, and hides the other section. */
const SECTIONS: Record<Side, Section> = {
  mentor: {
    label: "Mentors' Talent Ratings",
    List: MentorsList,
    ratingsOf: participantsRatedBy,
    otherSide: 'Participant',
    empty: 'No ratings found for this participant.',
    backLabel: 'Back to the mentors',
  },
  participant: {
    label: "Participants' Talent Ratings",
    List: ParticipantsList,
    ratingsOf: mentorsWhoRated,
    otherSide: 'Mentor',
    empty: 'No ratings found for this mentor.',
    backLabel: 'Back to the participants',
  },
};
const SIDES: Side[] = ['mentor', 'participant'];

/**
 * /hackathon/{id}/talent-man-mentors: the Talent Ratings management screen
 * (SPEC 2.7). Every talent rating item of the hackathon is fetched
 * network-only on entering and re-activating the route and aggregated here.
 */
export function TalentRatingsPage() {
  const { hackathon_id: hackathonId = '' } = useParams();
  const location = useLocation();
  const { data, loading, error, refetch } = useQuery(TalentRatingItemsQuery, {
    variables: { hackathonId },
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: true,
  });
  const [view, setView] = useState<View>({ kind: 'list' });
  const [switching, setSwitching] = useState(false);
  const [expanded, setExpanded] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  // Re-activating the route (its sidebar link again): the list, reloaded.
  const entry = useRef(location.key);
  useEffect(() => {
    if (entry.current === location.key) return;
    entry.current = location.key;
    setView({ kind: 'list' });
    setExpanded(null);
    void refetch().catch(() => undefined);
  }, [location.key, refetch]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const items = useMemo(() => countedItems(data ? itemsFromColumns(data.talentRatingItems) : [], hackathonId), [data, hackathonId]);
  useEffect(() => {
    if (error) console.error('Could not load the talent ratings', error);
  }, [error]);
  useEffect(() => {
    if (data && items.length === 0) console.info(NO_RESULTS);
  }, [data, items.length]);

  const go = (next: View) => {
    setSwitching(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      setView(next);
      setExpanded(null);
      setSwitching(false);
    }, VIEW_SWITCH_MS);
  };
  const busy = (loading && !error) || switching;
  const toggle = (key: string) => setExpanded((open) => (open === key ? null : key));

  return (
    <Stack>
      <Title order={2}>Talent Ratings</Title>
      {SIDES.filter((side) => view.kind === 'list' || view.kind === side).map((side) => {
        const section = SECTIONS[side];
        return (
          <Card key={side} withBorder aria-label={section.label} component="section">
            {view.kind === side ? (
              <DetailView
                title={`${possessive(view.name)} Talent Ratings`}
                firstColumn={section.otherSide}
                rows={section.ratingsOf(items, view.id)}
                empty={section.empty}
                busy={busy}
                expanded={expanded}
                onToggle={toggle}
                onBack={() => go({ kind: 'list' })}
                backLabel={section.backLabel}
              />
            ) : (
              <section.List items={items} busy={busy} onOpen={(id, name) => go({ kind: side, id, name })} />
            )}
          </Card>
        );
      })}
    </Stack>
  );
}
