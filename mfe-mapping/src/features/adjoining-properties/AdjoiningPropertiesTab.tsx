import { mayWrite, useCachedUser } from '@groundwork/api-client';
import {
  directionFromSubject,
  MAP_MESSAGES,
  type AdjoiningDirection,
  type AdjoiningSuggestion,
  type AdjoiningSuggestions,
  type LatLng,
  type Property,
} from '@groundwork/contracts';
import { Panel, useDialogState } from '@groundwork/design-system/base';
import { SectionHeading } from '@groundwork/design-system/marketing';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Flex } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useParams } from 'react-router-dom';
import { mapQueryKeys } from './api/map-api';
import { useAdjoiningSuggestions, useMapsConfig, useProject, useProperties, useSubjectGeocode } from './api/map-queries';
import { usePropertyMutations } from './api/property-mutations';
import { geocodeFailureMessage } from './geocode-notice';
import { coordinateStrings, findSubject, polygonGeoJsonFromRings, propertyLocation, ringCentroid, type Rings } from './geo/geometry';
import { MapPanel } from './map/MapPanel';
import { startView } from './map/map-start';
import type { PropertyDialogTarget, PropertyDraft } from './properties/PropertyDialog';
import { SelectedPropertiesTable } from './properties/SelectedPropertiesTable';
import { suggestionKey } from './suggestions/suggestion-key';
import { SuggestionsPanel } from './suggestions/SuggestionsPanel';

const NO_SUGGESTIONS: readonly AdjoiningSuggestion[] = [];

// Loaded when a property is first added or edited: its form and modal are not part of the tab's first load.
const PropertyDialog = lazy(() => import('./properties/PropertyDialog').then((module) => ({ default: module.PropertyDialog })));

/**
 * Exposed as `mfe_mapping/AdjoiningPropertiesTab`; the shell renders it on
 * /projects/:projectId?tab=adjoining once the project is in the shared cache. The satellite map,
 * suggested parcels and the "Selected Properties" table.
 */
export default function AdjoiningPropertiesTab() {
  const { projectId = '' } = useParams();
  const queryClient = useQueryClient();
  const project = useProject(projectId).data;
  const propertiesQuery = useProperties(projectId);
  const properties = propertiesQuery.data;
  const canEdit = mayWrite(useCachedUser()?.role);
  const { add, update, remove } = usePropertyMutations(projectId);
  const config = useMapsConfig();
  const siteAddress = project?.siteAddress.trim() ?? '';
  const geocode = useSubjectGeocode(siteAddress);
  const dialog = useDialogState<PropertyDialogTarget>();
  const [suggestionsRequested, setSuggestionsRequested] = useState(false);
  const suggestionsQuery = useAdjoiningSuggestions(projectId, suggestionsRequested);
  const [acceptingKey, setAcceptingKey] = useState<string | null>(null);

  const subject = properties && findSubject(properties);
  const subjectLocation = subject ? propertyLocation(subject) : null;
  const geocodeSettled = geocode.isSuccess ? geocode.data : geocode.isError ? null : undefined;
  const view = startView({ geocode: geocodeSettled, properties });
  const configSettled = config.isSuccess ? config.data : config.isError ? { regridApiKey: '' } : undefined;
  // Read once, when the map starts: later answers move nothing.
  const start = view && configSettled ? { ...view, config: configSettled } : null;

  const draftAt = (location: LatLng, polygonGeoJson?: string): PropertyDraft => ({
    location,
    ...(polygonGeoJson ? { polygonGeoJson } : {}),
    ...(subjectLocation ? { direction: directionFromSubject(subjectLocation, location) } : {}),
  });
  const onSubjectDrawn = (rings: Rings) => {
    if (!project) return;
    add.mutate({
      address: project.siteAddress,
      direction: 'subject',
      polygonGeoJson: polygonGeoJsonFromRings(rings),
      ...coordinateStrings(ringCentroid(rings[0]!)),
    });
  };
  const onAdjoiningDrawn = (rings: Rings) => dialog.show({ kind: 'add', draft: draftAt(ringCentroid(rings[0]!), polygonGeoJsonFromRings(rings)) });
  const onAddByClick = (point: LatLng) => dialog.show({ kind: 'add', draft: draftAt(point) });
  const closeDialog = dialog.hide;

  const submitDialog = (values: { address: string; direction?: AdjoiningDirection }) => {
    const target = dialog.opening?.target;
    if (!target) return;
    if (target.kind === 'add') {
      const { draft } = target;
      if (!values.direction) return;
      add.mutate(
        {
          address: values.address,
          direction: values.direction,
          ...coordinateStrings(draft.location),
          ...(draft.polygonGeoJson ? { polygonGeoJson: draft.polygonGeoJson } : {}),
        },
        { onSuccess: closeDialog },
      );
    } else {
      update.mutate(
        { id: target.property.id, changes: { address: values.address, ...(values.direction ? { direction: values.direction } : {}) } },
        { onSuccess: closeDialog },
      );
    }
  };

  const acceptSuggestion = (suggestion: AdjoiningSuggestion) => {
    const key = suggestionKey(suggestion);
    setAcceptingKey(key);
    const { address, direction, latitude, longitude, polygonGeoJson } = suggestion;
    add.mutate(
      { address, direction, latitude, longitude, polygonGeoJson },
      {
        onSuccess: () =>
          queryClient.setQueryData<AdjoiningSuggestions>(mapQueryKeys.suggestions(projectId), (current) =>
            current ? { ...current, suggestions: current.suggestions.filter((item) => suggestionKey(item) !== key) } : current,
          ),
        onSettled: () => setAcceptingKey(null),
      },
    );
  };
  const requestSuggestions = () => {
    if (suggestionsRequested) void suggestionsQuery.refetch();
    else setSuggestionsRequested(true);
  };

  const busyIds = new Set<string>();
  if (update.isPending && update.variables) busyIds.add(update.variables.id);
  if (remove.isPending && remove.variables) busyIds.add(remove.variables);
  const deleteProperty = (property: Property) => remove.mutate(property.id);

  const mapCard = !project ? null : siteAddress === '' ? (
    <Alert type="warning" showIcon title={MAP_MESSAGES.noSubjectAddress} data-testid="no-subject-address" />
  ) : (
    <MapPanel
      start={start}
      properties={properties ?? []}
      suggestions={suggestionsQuery.data?.suggestions ?? NO_SUGGESTIONS}
      canEdit={canEdit}
      hasSubject={subject !== undefined}
      busy={add.isPending || remove.isPending}
      notices={geocode.isError ? <Alert type="warning" showIcon title={geocodeFailureMessage(geocode.error)} data-testid="geocode-notice" /> : null}
      onSubjectDrawn={onSubjectDrawn}
      onAdjoiningDrawn={onAdjoiningDrawn}
      onAddByClick={onAddByClick}
      onDeleteSubject={() => subject && deleteProperty(subject)}
    />
  );

  return (
    <Flex vertical gap={16}>
      <SectionHeading title="Adjoining Properties" align="start" level={2} />
      <Panel title="Property Map">{mapCard}</Panel>
      {canEdit && (
        <Panel title="Suggested Parcels">
          <SuggestionsPanel
            result={suggestionsRequested ? suggestionsQuery.data : undefined}
            loading={suggestionsQuery.isFetching}
            error={suggestionsQuery.isError ? suggestionsQuery.error : null}
            acceptingKey={acceptingKey}
            onRequest={requestSuggestions}
            onAccept={acceptSuggestion}
          />
        </Panel>
      )}
      <Panel title="Selected Properties">
        <SelectedPropertiesTable
          properties={properties ?? []}
          loading={propertiesQuery.isPending}
          canEdit={canEdit}
          busyIds={busyIds}
          onSaveAddress={(property, address) => update.mutateAsync({ id: property.id, changes: { address } })}
          onEdit={(property) => dialog.show({ kind: 'edit', property })}
          onDelete={deleteProperty}
        />
      </Panel>
      {dialog.opening && (
        <Suspense fallback={null}>
          <PropertyDialog
            key={dialog.opening.key}
            open={dialog.opening.open}
            target={dialog.opening.target}
            submitting={dialog.opening.target.kind === 'add' ? add.isPending : update.isPending}
            onSubmit={submitDialog}
            onCancel={closeDialog}
          />
        </Suspense>
      )}
    </Flex>
  );
}
