export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[]

export type Database = {
  public: {
    Tables: {
      alliance_registrations: {
        Row: {
          created_at: string
          email: string
          first_name: string
          id: string
          idempotency_key: string | null
          interests: string[]
          landing_page: string | null
          language: string
          last_name: string
          message: string | null
          organization: string
          organization_type: string
          phone: string | null
          reference: string
          referrer_domain: string | null
          status: string
          title: string
          utm_campaign: string | null
          utm_medium: string | null
          utm_source: string | null
        }
        ComputedFields: never
        Insert: {
          created_at?: string
          email: string
          first_name: string
          id?: string
          idempotency_key?: string | null
          interests?: string[]
          landing_page?: string | null
          language?: string
          last_name: string
          message?: string | null
          organization: string
          organization_type: string
          phone?: string | null
          reference?: string
          referrer_domain?: string | null
          status?: string
          title: string
          utm_campaign?: string | null
          utm_medium?: string | null
          utm_source?: string | null
        }
        Update: {
          created_at?: string
          email?: string
          first_name?: string
          id?: string
          idempotency_key?: string | null
          interests?: string[]
          landing_page?: string | null
          language?: string
          last_name?: string
          message?: string | null
          organization?: string
          organization_type?: string
          phone?: string | null
          reference?: string
          referrer_domain?: string | null
          status?: string
          title?: string
          utm_campaign?: string | null
          utm_medium?: string | null
          utm_source?: string | null
        }
        Relationships: []
      }
      audit_log: {
        Row: {
          action: string
          actor_email: string | null
          actor_id: string | null
          actor_role: string
          details: NonNullable<Json>
          hash: string | null
          id: number
          occurred_at: string
          prev_hash: string | null
          target_id: string | null
          target_kind: string | null
        }
        ComputedFields: never
        Insert: {
          action: string
          actor_email?: string | null
          actor_id?: string | null
          actor_role: string
          details?: NonNullable<Json>
          hash?: string | null
          id?: never
          occurred_at?: string
          prev_hash?: string | null
          target_id?: string | null
          target_kind?: string | null
        }
        Update: {
          action?: string
          actor_email?: string | null
          actor_id?: string | null
          actor_role?: string
          details?: NonNullable<Json>
          hash?: string | null
          id?: never
          occurred_at?: string
          prev_hash?: string | null
          target_id?: string | null
          target_kind?: string | null
        }
        Relationships: []
      }
      coach_applications: {
        Row: {
          ai_experience: string
          availability: string
          city: string
          created_at: string
          email: string
          experience: string
          first_name: string
          id: string
          idempotency_key: string | null
          landing_page: string | null
          language: string
          last_name: string
          motivation: string
          organization: string
          phone: string
          reference: string
          referrer_domain: string | null
          region: string
          status: string
          teaching_experience: string
          title: string
          utm_campaign: string | null
          utm_medium: string | null
          utm_source: string | null
        }
        ComputedFields: never
        Insert: {
          ai_experience: string
          availability: string
          city: string
          created_at?: string
          email: string
          experience: string
          first_name: string
          id?: string
          idempotency_key?: string | null
          landing_page?: string | null
          language?: string
          last_name: string
          motivation: string
          organization: string
          phone: string
          reference?: string
          referrer_domain?: string | null
          region: string
          status?: string
          teaching_experience: string
          title: string
          utm_campaign?: string | null
          utm_medium?: string | null
          utm_source?: string | null
        }
        Update: {
          ai_experience?: string
          availability?: string
          city?: string
          created_at?: string
          email?: string
          experience?: string
          first_name?: string
          id?: string
          idempotency_key?: string | null
          landing_page?: string | null
          language?: string
          last_name?: string
          motivation?: string
          organization?: string
          phone?: string
          reference?: string
          referrer_domain?: string | null
          region?: string
          status?: string
          teaching_experience?: string
          title?: string
          utm_campaign?: string | null
          utm_medium?: string | null
          utm_source?: string | null
        }
        Relationships: []
      }
      contact_submissions: {
        Row: {
          created_at: string
          email: string
          first_name: string
          heard_about: string | null
          id: string
          idempotency_key: string | null
          landing_page: string | null
          language: string
          last_name: string
          message: string
          organization_name: string
          organization_type: string
          phone: string
          reference: string
          referrer_domain: string | null
          status: string
          subject: string
          utm_campaign: string | null
          utm_medium: string | null
          utm_source: string | null
        }
        ComputedFields: never
        Insert: {
          created_at?: string
          email: string
          first_name: string
          heard_about?: string | null
          id?: string
          idempotency_key?: string | null
          landing_page?: string | null
          language?: string
          last_name: string
          message: string
          organization_name: string
          organization_type: string
          phone: string
          reference?: string
          referrer_domain?: string | null
          status?: string
          subject: string
          utm_campaign?: string | null
          utm_medium?: string | null
          utm_source?: string | null
        }
        Update: {
          created_at?: string
          email?: string
          first_name?: string
          heard_about?: string | null
          id?: string
          idempotency_key?: string | null
          landing_page?: string | null
          language?: string
          last_name?: string
          message?: string
          organization_name?: string
          organization_type?: string
          phone?: string
          reference?: string
          referrer_domain?: string | null
          status?: string
          subject?: string
          utm_campaign?: string | null
          utm_medium?: string | null
          utm_source?: string | null
        }
        Relationships: []
      }
      deletion_requests: {
        Row: {
          email: string
          id: string
          requested_at: string
          requested_by: string | null
        }
        ComputedFields: never
        Insert: {
          email: string
          id?: string
          requested_at?: string
          requested_by?: string | null
        }
        Update: {
          email?: string
          id?: string
          requested_at?: string
          requested_by?: string | null
        }
        Relationships: []
      }
      desk_replies: {
        Row: {
          attempts: number
          author_email: string | null
          author_id: string | null
          body: string
          created_at: string
          id: string
          last_error: string | null
          recipient: string
          record_id: string
          record_kind: string
          reference: string | null
          request_id: string
          sent_at: string | null
          state: string
          updated_at: string
        }
        ComputedFields: never
        Insert: {
          attempts?: number
          author_email?: string | null
          author_id?: string | null
          body: string
          created_at?: string
          id?: string
          last_error?: string | null
          recipient: string
          record_id: string
          record_kind: string
          reference?: string | null
          request_id: string
          sent_at?: string | null
          state?: string
          updated_at?: string
        }
        Update: {
          attempts?: number
          author_email?: string | null
          author_id?: string | null
          body?: string
          created_at?: string
          id?: string
          last_error?: string | null
          recipient?: string
          record_id?: string
          record_kind?: string
          reference?: string | null
          request_id?: string
          sent_at?: string | null
          state?: string
          updated_at?: string
        }
        Relationships: []
      }
      desk_settings: {
        Row: {
          only_row: boolean
          require_two_factor: boolean
          updated_at: string
          updated_by: string | null
        }
        ComputedFields: never
        Insert: {
          only_row?: boolean
          require_two_factor?: boolean
          updated_at?: string
          updated_by?: string | null
        }
        Update: {
          only_row?: boolean
          require_two_factor?: boolean
          updated_at?: string
          updated_by?: string | null
        }
        Relationships: []
      }
      inbound_messages: {
        Row: {
          body_html: string | null
          body_text: string
          display_text: string
          from_address: string
          handled_at: string | null
          handled_by: string | null
          id: string
          notice_delivery_id: string | null
          provider_id: string
          received_at: string
          record_id: string | null
          record_kind: string | null
          state: string
          subject: string
          to_address: string
        }
        ComputedFields: never
        Insert: {
          body_html?: string | null
          body_text?: string
          display_text?: string
          from_address: string
          handled_at?: string | null
          handled_by?: string | null
          id?: string
          notice_delivery_id?: string | null
          provider_id: string
          received_at?: string
          record_id?: string | null
          record_kind?: string | null
          state: string
          subject?: string
          to_address: string
        }
        Update: {
          body_html?: string | null
          body_text?: string
          display_text?: string
          from_address?: string
          handled_at?: string | null
          handled_by?: string | null
          id?: string
          notice_delivery_id?: string | null
          provider_id?: string
          received_at?: string
          record_id?: string | null
          record_kind?: string | null
          state?: string
          subject?: string
          to_address?: string
        }
        Relationships: []
      }
      mail_suppressions: {
        Row: {
          created_at: string
          detail: string | null
          email: string
          event_id: string
          reason: string
        }
        ComputedFields: never
        Insert: {
          created_at?: string
          detail?: string | null
          email: string
          event_id: string
          reason: string
        }
        Update: {
          created_at?: string
          detail?: string | null
          email?: string
          event_id?: string
          reason?: string
        }
        Relationships: []
      }
      notification_deliveries: {
        Row: {
          attempts: number
          created_at: string
          earlier_references: string[] | null
          give_up_at: string
          id: string
          item_id: string | null
          kind: string
          last_error: string | null
          lease_expires_at: string | null
          next_attempt_at: string
          recipient: string | null
          record_id: string
          record_kind: string
          resend_generation: number
          sent_at: string | null
          skipped_limit: string | null
          skipped_reason: string | null
          state: string
          updated_at: string
        }
        ComputedFields: never
        Insert: {
          attempts?: number
          created_at?: string
          earlier_references?: string[] | null
          give_up_at?: string
          id?: string
          item_id?: string | null
          kind?: string
          last_error?: string | null
          lease_expires_at?: string | null
          next_attempt_at?: string
          recipient?: string | null
          record_id: string
          record_kind: string
          resend_generation?: number
          sent_at?: string | null
          skipped_limit?: string | null
          skipped_reason?: string | null
          state?: string
          updated_at?: string
        }
        Update: {
          attempts?: number
          created_at?: string
          earlier_references?: string[] | null
          give_up_at?: string
          id?: string
          item_id?: string | null
          kind?: string
          last_error?: string | null
          lease_expires_at?: string | null
          next_attempt_at?: string
          recipient?: string | null
          record_id?: string
          record_kind?: string
          resend_generation?: number
          sent_at?: string | null
          skipped_limit?: string | null
          skipped_reason?: string | null
          state?: string
          updated_at?: string
        }
        Relationships: []
      }
      notification_routes: {
        Row: {
          contact_subject: string
          id: string
          recipients: string[]
          record_kind: string
          updated_at: string
          updated_by: string | null
        }
        ComputedFields: never
        Insert: {
          contact_subject?: string
          id?: string
          recipients: string[]
          record_kind: string
          updated_at?: string
          updated_by?: string | null
        }
        Update: {
          contact_subject?: string
          id?: string
          recipients?: string[]
          record_kind?: string
          updated_at?: string
          updated_by?: string | null
        }
        Relationships: []
      }
      page_view_counts: {
        Row: {
          day: string
          device: string
          path: string
          referrer_domain: string
          utm_campaign: string
          utm_medium: string
          utm_source: string
          views: number
          visitors: number
        }
        ComputedFields: never
        Insert: {
          day: string
          device: string
          path: string
          referrer_domain?: string
          utm_campaign?: string
          utm_medium?: string
          utm_source?: string
          views?: number
          visitors?: number
        }
        Update: {
          day?: string
          device?: string
          path?: string
          referrer_domain?: string
          utm_campaign?: string
          utm_medium?: string
          utm_source?: string
          views?: number
          visitors?: number
        }
        Relationships: []
      }
      page_view_rollups: {
        Row: {
          counter_rows: number
          day: string
          dimension: string
          key: string
          medium: string
          source: string
          views: number
          visitors: number
        }
        ComputedFields: never
        Insert: {
          counter_rows?: number
          day: string
          dimension: string
          key?: string
          medium?: string
          source?: string
          views?: number
          visitors?: number
        }
        Update: {
          counter_rows?: number
          day?: string
          dimension?: string
          key?: string
          medium?: string
          source?: string
          views?: number
          visitors?: number
        }
        Relationships: []
      }
      record_assignments: {
        Row: {
          assigned_at: string
          assigned_by: string | null
          assignee_id: string
          record_id: string
          record_kind: string
        }
        ComputedFields: never
        Insert: {
          assigned_at?: string
          assigned_by?: string | null
          assignee_id: string
          record_id: string
          record_kind: string
        }
        Update: {
          assigned_at?: string
          assigned_by?: string | null
          assignee_id?: string
          record_id?: string
          record_kind?: string
        }
        Relationships: []
      }
      record_notes: {
        Row: {
          author_id: string
          body: string
          created_at: string
          id: string
          record_id: string
          record_kind: string
          updated_at: string
        }
        ComputedFields: never
        Insert: {
          author_id?: string
          body: string
          created_at?: string
          id?: string
          record_id: string
          record_kind: string
          updated_at?: string
        }
        Update: {
          author_id?: string
          body?: string
          created_at?: string
          id?: string
          record_id?: string
          record_kind?: string
          updated_at?: string
        }
        Relationships: []
      }
      record_presence: {
        Row: {
          heartbeat_at: string
          record_id: string
          record_kind: string
          state: string
          user_id: string
        }
        ComputedFields: never
        Insert: {
          heartbeat_at?: string
          record_id: string
          record_kind: string
          state?: string
          user_id: string
        }
        Update: {
          heartbeat_at?: string
          record_id?: string
          record_kind?: string
          state?: string
          user_id?: string
        }
        Relationships: []
      }
      record_reads: {
        Row: {
          read_at: string
          record_id: string
          record_kind: string
          user_id: string
        }
        ComputedFields: never
        Insert: {
          read_at?: string
          record_id: string
          record_kind: string
          user_id?: string
        }
        Update: {
          read_at?: string
          record_id?: string
          record_kind?: string
          user_id?: string
        }
        Relationships: []
      }
      record_reply_tokens: {
        Row: {
          created_at: string
          record_id: string
          record_kind: string
          token: string
        }
        ComputedFields: never
        Insert: {
          created_at?: string
          record_id: string
          record_kind: string
          token?: string
        }
        Update: {
          created_at?: string
          record_id?: string
          record_kind?: string
          token?: string
        }
        Relationships: []
      }
      retention_periods: {
        Row: {
          description: string
          months: number
          rule: string
        }
        ComputedFields: never
        Insert: {
          description: string
          months: number
          rule: string
        }
        Update: {
          description?: string
          months?: number
          rule?: string
        }
        Relationships: []
      }
      reviewer_invitations: {
        Row: {
          accepted_at: string | null
          accepted_user_id: string | null
          display_name: string | null
          email: string
          expires_at: string
          id: string
          invited_at: string
          invited_by: string | null
          role: Database['public']['Enums']['app_role']
          withdrawn_at: string | null
          withdrawn_by: string | null
        }
        ComputedFields: never
        Insert: {
          accepted_at?: string | null
          accepted_user_id?: string | null
          display_name?: string | null
          email: string
          expires_at?: string
          id?: string
          invited_at?: string
          invited_by?: string | null
          role?: Database['public']['Enums']['app_role']
          withdrawn_at?: string | null
          withdrawn_by?: string | null
        }
        Update: {
          accepted_at?: string | null
          accepted_user_id?: string | null
          display_name?: string | null
          email?: string
          expires_at?: string
          id?: string
          invited_at?: string
          invited_by?: string | null
          role?: Database['public']['Enums']['app_role']
          withdrawn_at?: string | null
          withdrawn_by?: string | null
        }
        Relationships: []
      }
      role_permissions: {
        Row: {
          permission: Database['public']['Enums']['app_permission']
          role: Database['public']['Enums']['app_role']
        }
        ComputedFields: never
        Insert: {
          permission: Database['public']['Enums']['app_permission']
          role: Database['public']['Enums']['app_role']
        }
        Update: {
          permission?: Database['public']['Enums']['app_permission']
          role?: Database['public']['Enums']['app_role']
        }
        Relationships: []
      }
      saved_replies: {
        Row: {
          body: string
          created_at: string
          id: string
          record_kind: string
          status: string | null
          title: string
          updated_at: string
          updated_by: string | null
        }
        ComputedFields: never
        Insert: {
          body: string
          created_at?: string
          id?: string
          record_kind: string
          status?: string | null
          title: string
          updated_at?: string
          updated_by?: string | null
        }
        Update: {
          body?: string
          created_at?: string
          id?: string
          record_kind?: string
          status?: string | null
          title?: string
          updated_at?: string
          updated_by?: string | null
        }
        Relationships: []
      }
      site_content_draft: {
        Row: {
          content: NonNullable<Json>
          id: boolean
          updated_at: string
          updated_by: string | null
        }
        ComputedFields: never
        Insert: {
          content: NonNullable<Json>
          id?: boolean
          updated_at?: string
          updated_by?: string | null
        }
        Update: {
          content?: NonNullable<Json>
          id?: boolean
          updated_at?: string
          updated_by?: string | null
        }
        Relationships: []
      }
      site_content_versions: {
        Row: {
          content: NonNullable<Json>
          id: string
          number: number
          parts: string[] | null
          published_at: string
          published_by: string | null
          published_by_email: string | null
          restored_from: string | null
        }
        ComputedFields: never
        Insert: {
          content: NonNullable<Json>
          id?: string
          number: number
          parts?: string[] | null
          published_at?: string
          published_by?: string | null
          published_by_email?: string | null
          restored_from?: string | null
        }
        Update: {
          content?: NonNullable<Json>
          id?: string
          number?: number
          parts?: string[] | null
          published_at?: string
          published_by?: string | null
          published_by_email?: string | null
          restored_from?: string | null
        }
        Relationships: [
          {
            foreignKeyName: 'site_content_versions_restored_from_fkey'
            columns: ['restored_from']
            isOneToOne: false
            referencedRelation: 'site_content_versions'
            referencedColumns: ['id']
          },
        ]
      }
      site_parts: {
        Row: {
          content_keys: string[]
          label: string
          part: string
          permission: Database['public']['Enums']['app_permission']
          position: number
        }
        ComputedFields: never
        Insert: {
          content_keys: string[]
          label: string
          part: string
          permission: Database['public']['Enums']['app_permission']
          position: number
        }
        Update: {
          content_keys?: string[]
          label?: string
          part?: string
          permission?: Database['public']['Enums']['app_permission']
          position?: number
        }
        Relationships: []
      }
      site_publications: {
        Row: {
          finished_at: string | null
          id: string
          reason: string | null
          requested_at: string
          started_at: string | null
          state: string
          version_id: string
        }
        ComputedFields: never
        Insert: {
          finished_at?: string | null
          id?: string
          reason?: string | null
          requested_at?: string
          started_at?: string | null
          state?: string
          version_id: string
        }
        Update: {
          finished_at?: string | null
          id?: string
          reason?: string | null
          requested_at?: string
          started_at?: string | null
          state?: string
          version_id?: string
        }
        Relationships: [
          {
            foreignKeyName: 'site_publications_version_id_fkey'
            columns: ['version_id']
            isOneToOne: false
            referencedRelation: 'site_content_versions'
            referencedColumns: ['id']
          },
        ]
      }
      site_scheduled_publications: {
        Row: {
          content: NonNullable<Json>
          id: string
          parts: string[] | null
          publish_at: string
          scheduled_at: string
          scheduled_by: string | null
          scheduled_by_email: string | null
          state: string
          version_id: string | null
        }
        ComputedFields: never
        Insert: {
          content: NonNullable<Json>
          id?: string
          parts?: string[] | null
          publish_at: string
          scheduled_at?: string
          scheduled_by?: string | null
          scheduled_by_email?: string | null
          state?: string
          version_id?: string | null
        }
        Update: {
          content?: NonNullable<Json>
          id?: string
          parts?: string[] | null
          publish_at?: string
          scheduled_at?: string
          scheduled_by?: string | null
          scheduled_by_email?: string | null
          state?: string
          version_id?: string | null
        }
        Relationships: [
          {
            foreignKeyName: 'site_scheduled_publications_version_id_fkey'
            columns: ['version_id']
            isOneToOne: false
            referencedRelation: 'site_content_versions'
            referencedColumns: ['id']
          },
        ]
      }
      status_changes: {
        Row: {
          changed_at: string
          changed_by: string | null
          id: string
          new_status: string
          old_status: string | null
          record_id: string
          table_name: string
        }
        ComputedFields: never
        Insert: {
          changed_at?: string
          changed_by?: string | null
          id?: string
          new_status: string
          old_status?: string | null
          record_id: string
          table_name: string
        }
        Update: {
          changed_at?: string
          changed_by?: string | null
          id?: string
          new_status?: string
          old_status?: string | null
          record_id?: string
          table_name?: string
        }
        Relationships: []
      }
      team_profiles: {
        Row: {
          display_name: string
          updated_at: string
          user_id: string
        }
        ComputedFields: never
        Insert: {
          display_name: string
          updated_at?: string
          user_id: string
        }
        Update: {
          display_name?: string
          updated_at?: string
          user_id?: string
        }
        Relationships: []
      }
      update_consent_events: {
        Row: {
          action: string
          happened_at: string
          id: string
          shown: string
          source: string
          subscription_id: string
          topics: string[] | null
        }
        ComputedFields: never
        Insert: {
          action: string
          happened_at?: string
          id?: string
          shown: string
          source: string
          subscription_id: string
          topics?: string[] | null
        }
        Update: {
          action?: string
          happened_at?: string
          id?: string
          shown?: string
          source?: string
          subscription_id?: string
          topics?: string[] | null
        }
        Relationships: [
          {
            foreignKeyName: 'update_consent_events_subscription_id_fkey'
            columns: ['subscription_id']
            isOneToOne: false
            referencedRelation: 'update_subscriptions'
            referencedColumns: ['id']
          },
        ]
      }
      update_sends: {
        Row: {
          body: string
          created_at: string
          created_by: string | null
          created_by_email: string | null
          id: string
          recipient_count: number
          source: string
          subject: string
          test: boolean
          topics: string[]
        }
        ComputedFields: never
        Insert: {
          body: string
          created_at?: string
          created_by?: string | null
          created_by_email?: string | null
          id?: string
          recipient_count?: number
          source?: string
          subject: string
          test?: boolean
          topics: string[]
        }
        Update: {
          body?: string
          created_at?: string
          created_by?: string | null
          created_by_email?: string | null
          id?: string
          recipient_count?: number
          source?: string
          subject?: string
          test?: boolean
          topics?: string[]
        }
        Relationships: []
      }
      update_subscriptions: {
        Row: {
          confirmed_at: string | null
          created_at: string
          email: string
          id: string
          name: string | null
          region: string | null
          state: string
          topics: string[]
          unsubscribed_at: string | null
          updated_at: string
        }
        ComputedFields: never
        Insert: {
          confirmed_at?: string | null
          created_at?: string
          email: string
          id?: string
          name?: string | null
          region?: string | null
          state?: string
          topics: string[]
          unsubscribed_at?: string | null
          updated_at?: string
        }
        Update: {
          confirmed_at?: string | null
          created_at?: string
          email?: string
          id?: string
          name?: string | null
          region?: string | null
          state?: string
          topics?: string[]
          unsubscribed_at?: string | null
          updated_at?: string
        }
        Relationships: []
      }
      user_roles: {
        Row: {
          created_at: string
          id: string
          role: Database['public']['Enums']['app_role']
          user_id: string
        }
        ComputedFields: never
        Insert: {
          created_at?: string
          id?: string
          role: Database['public']['Enums']['app_role']
          user_id: string
        }
        Update: {
          created_at?: string
          id?: string
          role?: Database['public']['Enums']['app_role']
          user_id?: string
        }
        Relationships: []
      }
    }
    Views: {
      alliance_registrations_desk: {
        Row: {
          assignee_id: string | null
          created_at: string
          email: string
          first_name: string
          id: string
          interests: string[]
          landing_page: string | null
          language: string
          last_name: string
          message: string | null
          mine: boolean | null
          organization: string
          organization_type: string
          phone: string | null
          reference: string
          referrer_domain: string | null
          search_text: string | null
          status: string
          title: string
          unread: boolean | null
          utm_campaign: string | null
          utm_medium: string | null
          utm_source: string | null
        }
        ComputedFields: never
        Insert: {
          assignee_id?: string | null
          created_at?: string | null
          email?: string | null
          first_name?: string | null
          id?: string | null
          interests?: string[] | null
          landing_page?: string | null
          language?: string | null
          last_name?: string | null
          message?: string | null
          mine?: boolean | null
          organization?: string | null
          organization_type?: string | null
          phone?: string | null
          reference?: string | null
          referrer_domain?: string | null
          search_text?: string | null
          status?: string | null
          title?: string | null
          unread?: boolean | null
          utm_campaign?: string | null
          utm_medium?: string | null
          utm_source?: string | null
        }
        Update: {
          assignee_id?: string | null
          created_at?: string | null
          email?: string | null
          first_name?: string | null
          id?: string | null
          interests?: string[] | null
          landing_page?: string | null
          language?: string | null
          last_name?: string | null
          message?: string | null
          mine?: boolean | null
          organization?: string | null
          organization_type?: string | null
          phone?: string | null
          reference?: string | null
          referrer_domain?: string | null
          search_text?: string | null
          status?: string | null
          title?: string | null
          unread?: boolean | null
          utm_campaign?: string | null
          utm_medium?: string | null
          utm_source?: string | null
        }
        Relationships: []
      }
      coach_applications_desk: {
        Row: {
          ai_experience: string
          assignee_id: string | null
          availability: string
          city: string
          created_at: string
          email: string
          experience: string
          first_name: string
          id: string
          landing_page: string | null
          language: string
          last_name: string
          mine: boolean | null
          motivation: string
          organization: string
          phone: string
          reference: string
          referrer_domain: string | null
          region: string
          search_text: string | null
          status: string
          teaching_experience: string
          title: string
          unread: boolean | null
          utm_campaign: string | null
          utm_medium: string | null
          utm_source: string | null
        }
        ComputedFields: never
        Insert: {
          ai_experience?: string | null
          assignee_id?: string | null
          availability?: string | null
          city?: string | null
          created_at?: string | null
          email?: string | null
          experience?: string | null
          first_name?: string | null
          id?: string | null
          landing_page?: string | null
          language?: string | null
          last_name?: string | null
          mine?: boolean | null
          motivation?: string | null
          organization?: string | null
          phone?: string | null
          reference?: string | null
          referrer_domain?: string | null
          region?: string | null
          search_text?: string | null
          status?: string | null
          teaching_experience?: string | null
          title?: string | null
          unread?: boolean | null
          utm_campaign?: string | null
          utm_medium?: string | null
          utm_source?: string | null
        }
        Update: {
          ai_experience?: string | null
          assignee_id?: string | null
          availability?: string | null
          city?: string | null
          created_at?: string | null
          email?: string | null
          experience?: string | null
          first_name?: string | null
          id?: string | null
          landing_page?: string | null
          language?: string | null
          last_name?: string | null
          mine?: boolean | null
          motivation?: string | null
          organization?: string | null
          phone?: string | null
          reference?: string | null
          referrer_domain?: string | null
          region?: string | null
          search_text?: string | null
          status?: string | null
          teaching_experience?: string | null
          title?: string | null
          unread?: boolean | null
          utm_campaign?: string | null
          utm_medium?: string | null
          utm_source?: string | null
        }
        Relationships: []
      }
      contact_submissions_desk: {
        Row: {
          assignee_id: string | null
          created_at: string
          email: string
          first_name: string
          heard_about: string | null
          id: string
          landing_page: string | null
          language: string
          last_name: string
          message: string
          mine: boolean | null
          organization_name: string
          organization_type: string
          phone: string
          reference: string
          referrer_domain: string | null
          search_text: string | null
          status: string
          subject: string
          unread: boolean | null
          utm_campaign: string | null
          utm_medium: string | null
          utm_source: string | null
        }
        ComputedFields: never
        Insert: {
          assignee_id?: string | null
          created_at?: string | null
          email?: string | null
          first_name?: string | null
          heard_about?: string | null
          id?: string | null
          landing_page?: string | null
          language?: string | null
          last_name?: string | null
          message?: string | null
          mine?: boolean | null
          organization_name?: string | null
          organization_type?: string | null
          phone?: string | null
          reference?: string | null
          referrer_domain?: string | null
          search_text?: string | null
          status?: string | null
          subject?: string | null
          unread?: boolean | null
          utm_campaign?: string | null
          utm_medium?: string | null
          utm_source?: string | null
        }
        Update: {
          assignee_id?: string | null
          created_at?: string | null
          email?: string | null
          first_name?: string | null
          heard_about?: string | null
          id?: string | null
          landing_page?: string | null
          language?: string | null
          last_name?: string | null
          message?: string | null
          mine?: boolean | null
          organization_name?: string | null
          organization_type?: string | null
          phone?: string | null
          reference?: string | null
          referrer_domain?: string | null
          search_text?: string | null
          status?: string | null
          subject?: string | null
          unread?: boolean | null
          utm_campaign?: string | null
          utm_medium?: string | null
          utm_source?: string | null
        }
        Relationships: []
      }
    }
    Functions: {
      admin_attach_inbound_mail: {
        Args: { p_message_id: string; p_record_id: string; p_record_kind: string }
        Returns: {
          body_html: string | null
          body_text: string
          display_text: string
          from_address: string
          handled_at: string | null
          handled_by: string | null
          id: string
          notice_delivery_id: string | null
          provider_id: string
          received_at: string
          record_id: string | null
          record_kind: string | null
          state: string
          subject: string
          to_address: string
        }
        SetofOptions: {
          from: '*'
          to: 'inbound_messages'
          isOneToOne: true
          isSetofReturn: false
        }
      }
      admin_delete_personal_data: {
        Args: { _email: string }
        Returns: {
          alliance_registrations: number
          coach_applications: number
          contact_submissions: number
        }[]
      }
      admin_delete_record: {
        Args: { _record_id: string; _record_kind: string }
        Returns: undefined
      }
      admin_discard_inbound_mail: { Args: { p_message_id: string }; Returns: undefined }
      admin_invite_reviewer: {
        Args: {
          _display_name?: string
          _email: string
          _role?: Database['public']['Enums']['app_role']
        }
        Returns: {
          existing_user_id: string
          expires_at: string
          invitation_id: string
          inviter_name: string
        }[]
      }
      admin_personal_data: { Args: { _email: string }; Returns: Json }
      admin_personal_data_deletion_preview: { Args: { _email: string }; Returns: Json }
      admin_personal_data_deletion_state: { Args: { _request_id: string }; Returns: string }
      admin_remove_reviewer: { Args: { _user_id: string }; Returns: undefined }
      admin_request_personal_data_deletion: { Args: { _email: string }; Returns: Json }
      admin_reset_reviewer_factors: { Args: { _user_id: string }; Returns: number }
      admin_reviewers: {
        Args: Record<PropertyKey, never>
        Returns: {
          accepted: boolean
          display_name: string
          email: string
          invitation_expires_at: string
          invitation_id: string
          invited_at: string
          is_self: boolean
          last_sign_in_at: string
          roles: Database['public']['Enums']['app_role'][]
          two_factor: boolean
          user_id: string
        }[]
      }
      admin_set_member_roles: {
        Args: { _roles: Database['public']['Enums']['app_role'][]; _user_id: string }
        Returns: Database['public']['Enums']['app_role'][]
      }
      admin_unmatched_mail: {
        Args: Record<PropertyKey, never>
        Returns: {
          body_html: string | null
          body_text: string
          display_text: string
          from_address: string
          handled_at: string | null
          handled_by: string | null
          id: string
          notice_delivery_id: string | null
          provider_id: string
          received_at: string
          record_id: string | null
          record_kind: string | null
          state: string
          subject: string
          to_address: string
        }[]
        SetofOptions: {
          from: '*'
          to: 'inbound_messages'
          isOneToOne: false
          isSetofReturn: true
        }
      }
      admin_update_desk_settings: {
        Args: { _require_two_factor: boolean }
        Returns: {
          require_two_factor: boolean
          updated_at: string
        }[]
      }
      admin_withdraw_invitation: { Args: { _invitation_id: string }; Returns: undefined }
      audit_log_anchor: { Args: Record<PropertyKey, never>; Returns: Json }
      audit_log_chain: {
        Args: Record<PropertyKey, never>
        Returns: {
          entries: number
          first_broken_id: number
          newest_hash: string
          newest_id: number
        }[]
      }
      auth_email_context: { Args: { p_email: string; p_user_id: string }; Returns: Json }
      can_edit_site: { Args: Record<PropertyKey, never>; Returns: boolean }
      can_send_updates: { Args: Record<PropertyKey, never>; Returns: boolean }
      can_work_submissions: { Args: Record<PropertyKey, never>; Returns: boolean }
      cancel_site_schedule: {
        Args: { _id: string }
        Returns: {
          content: NonNullable<Json>
          id: string
          parts: string[] | null
          publish_at: string
          scheduled_at: string
          scheduled_by: string | null
          scheduled_by_email: string | null
          state: string
          version_id: string | null
        }
        SetofOptions: {
          from: '*'
          to: 'site_scheduled_publications'
          isOneToOne: true
          isSetofReturn: false
        }
      }
      claim_acknowledgement: { Args: { p_record_id: string; p_record_kind: string }; Returns: Json }
      claim_audit_fingerprint_mail: { Args: Record<PropertyKey, never>; Returns: Json }
      claim_deletion_confirmation: { Args: { p_request_id: string }; Returns: Json }
      claim_due_notifications: {
        Args: { p_limit?: number }
        Returns: {
          attempts: number
          content: Json
          id: string
          item_id: string
          kind: string
          recipient: string
          record: Json
          record_id: string
          record_kind: string
          resend_generation: number
        }[]
      }
      claim_notification_for_submission: {
        Args: { p_record_kind: string; p_row: Json }
        Returns: Json
      }
      client_address_probe: { Args: { candidate?: string }; Returns: Json }
      confirm_update_subscription: { Args: { p_shown: string; p_token: string }; Returns: Json }
      count_update_recipients: { Args: { p_topics: Json }; Returns: number }
      current_session_is_active: { Args: Record<PropertyKey, never>; Returns: boolean }
      desk_application_counts: {
        Args: Record<PropertyKey, never>
        Returns: {
          approved: number
          interview: number
          pending: number
          total: number
        }[]
      }
      desk_applications_per_region: {
        Args: Record<PropertyKey, never>
        Returns: {
          applications: number
          approved: number
          region: string
        }[]
      }
      desk_applications_per_week: {
        Args: { _weeks?: number }
        Returns: {
          applications: number
          week_start: string
        }[]
      }
      desk_export_submissions: { Args: { _filter: Json; _kind: string }; Returns: undefined }
      desk_record_timeline: {
        Args: { _record_id: string; _record_kind: string }
        Returns: {
          actor_email: string
          actor_id: string
          at: string
          body: string
          entry_type: string
          id: string
          new_status: string
          old_status: string
          updated_at: string
        }[]
      }
      desk_report: { Args: { p_from: string; p_grain: string; p_to: string }; Returns: Json }
      desk_set_status: {
        Args: { _record_ids: string[]; _record_kind: string; _status: string }
        Returns: number
      }
      desk_settings: {
        Args: Record<PropertyKey, never>
        Returns: {
          require_two_factor: boolean
          updated_at: string
        }[]
      }
      desk_status_history: {
        Args: { _record_id: string }
        Returns: {
          changed_at: string
          changed_by: string
          changed_by_email: string
          id: string
          new_status: string
          old_status: string
          table_name: string
        }[]
      }
      desk_unread_counts: {
        Args: Record<PropertyKey, never>
        Returns: {
          alliance: number
          applications: number
          contacts: number
        }[]
      }
      discard_site_draft: {
        Args: { _parts?: string[] }
        Returns: {
          content: NonNullable<Json>
          id: boolean
          updated_at: string
          updated_by: string | null
        }
        SetofOptions: {
          from: '*'
          to: 'site_content_draft'
          isOneToOne: true
          isSetofReturn: false
        }
      }
      enqueue_auth_email: {
        Args: {
          p_email_action_type: string
          p_html: string
          p_recipient: string
          p_send_by?: string
          p_subject: string
          p_text: string
          p_token_key: string
          p_user_id: string
        }
        Returns: Json
      }
      form_funnel: { Args: { p_from: string; p_to: string }; Returns: Json }
      has_role: {
        Args: { _role: Database['public']['Enums']['app_role']; _user_id: string }
        Returns: boolean
      }
      leave_record_presence: {
        Args: { p_record_id: string; p_record_kind: string }
        Returns: undefined
      }
      list_related_submissions: {
        Args: { p_record_id: string; p_record_kind: string }
        Returns: {
          created_at: string
          first_name: string
          id: string
          last_name: string
          record_kind: string
          reference: string
          status: string
        }[]
      }
      mail_health: { Args: Record<PropertyKey, never>; Returns: Json }
      notification_recipients: {
        Args: { p_record_id: string; p_record_kind: string }
        Returns: string[]
      }
      publish_due_site_content: {
        Args: { _now?: string }
        Returns: {
          finished_at: string | null
          id: string
          reason: string | null
          requested_at: string
          started_at: string | null
          state: string
          version_id: string
        }[]
        SetofOptions: {
          from: '*'
          to: 'site_publications'
          isOneToOne: false
          isSetofReturn: true
        }
      }
      publish_site_draft: {
        Args: { _parts?: string[] }
        Returns: {
          finished_at: string | null
          id: string
          reason: string | null
          requested_at: string
          started_at: string | null
          state: string
          version_id: string
        }
        SetofOptions: {
          from: '*'
          to: 'site_publications'
          isOneToOne: true
          isSetofReturn: false
        }
      }
      published_event_revisions: {
        Args: { _version?: number }
        Returns: {
          changed_at: string
          sequence: number
          slug: string
        }[]
      }
      published_site_content: {
        Args: Record<PropertyKey, never>
        Returns: {
          content: Json
          number: number
          published_at: string
          version_id: string
        }[]
      }
      published_site_messages: { Args: Record<PropertyKey, never>; Returns: Json }
      receive_inbound_mail: {
        Args: {
          p_display_text: string
          p_from: string
          p_html: string
          p_provider_id: string
          p_subject: string
          p_text: string
          p_to: string
          p_token: string
        }
        Returns: Json
      }
      record_audit_fingerprint_mailed: {
        Args: { p_id: number; p_recipients: number }
        Returns: boolean
      }
      record_delivery_failure: {
        Args: { p_delivery_id: string; p_error: string; p_permanent?: boolean }
        Returns: Json
      }
      record_delivery_sent: { Args: { p_delivery_id: string }; Returns: boolean }
      record_form_event: {
        Args: { p_form: string; p_step: string; p_visit?: Json }
        Returns: boolean
      }
      record_mail_event: { Args: { p_event: Json }; Returns: Json }
      record_notification_failure: {
        Args: {
          p_error: string
          p_kind?: string
          p_permanent?: boolean
          p_record_id: string
          p_record_kind: string
        }
        Returns: Json
      }
      record_notification_sent: {
        Args: { p_kind?: string; p_record_id: string; p_record_kind: string }
        Returns: boolean
      }
      record_page_view: {
        Args: {
          p_device: string
          p_path: string
          p_referrer?: string
          p_utm_campaign?: string
          p_utm_medium?: string
          p_utm_source?: string
        }
        Returns: undefined
      }
      record_site_publication: {
        Args: { _id: string; _reason?: string; _state: string }
        Returns: {
          finished_at: string | null
          id: string
          reason: string | null
          requested_at: string
          started_at: string | null
          state: string
          version_id: string
        }
        SetofOptions: {
          from: '*'
          to: 'site_publications'
          isOneToOne: true
          isSetofReturn: false
        }
      }
      resend_notification: { Args: { p_record_id: string; p_record_kind: string }; Returns: Json }
      restore_site_version: {
        Args: { _parts?: string[]; _version_id: string }
        Returns: {
          finished_at: string | null
          id: string
          reason: string | null
          requested_at: string
          started_at: string | null
          state: string
          version_id: string
        }
        SetofOptions: {
          from: '*'
          to: 'site_publications'
          isOneToOne: true
          isSetofReturn: false
        }
      }
      retry_delivery: { Args: { p_delivery_id: string }; Returns: Json }
      retry_desk_reply: { Args: { p_reply_id: string }; Returns: Json }
      save_site_draft: {
        Args: { _part: string; _value: Json }
        Returns: {
          content: NonNullable<Json>
          id: boolean
          updated_at: string
          updated_by: string | null
        }
        SetofOptions: {
          from: '*'
          to: 'site_content_draft'
          isOneToOne: true
          isSetofReturn: false
        }
      }
      save_update_preferences: {
        Args: { p_paused: boolean; p_shown: string; p_token: string; p_topics: Json }
        Returns: Json
      }
      schedule_site_draft: {
        Args: { _parts?: string[]; _publish_at: string }
        Returns: {
          content: NonNullable<Json>
          id: string
          parts: string[] | null
          publish_at: string
          scheduled_at: string
          scheduled_by: string | null
          scheduled_by_email: string | null
          state: string
          version_id: string | null
        }
        SetofOptions: {
          from: '*'
          to: 'site_scheduled_publications'
          isOneToOne: true
          isSetofReturn: false
        }
      }
      send_desk_reply: {
        Args: {
          p_body: string
          p_record_id: string
          p_record_kind: string
          p_request_id: string
          p_status?: string
        }
        Returns: Json
      }
      send_update: { Args: { p_send: Json }; Returns: Json }
      send_update_test: { Args: { p_send: Json }; Returns: Json }
      set_display_name: { Args: { _display_name: string; _user_id?: string }; Returns: string }
      set_record_assignment: {
        Args: { p_assign: boolean; p_record_id: string; p_record_kind: string }
        Returns: Json
      }
      submission_status: { Args: { p_email: string; p_reference: string }; Returns: Json }
      submit_alliance_registration: {
        Args: { p_idempotency_key: string; p_submission: Json }
        Returns: Json
      }
      submit_coach_application: {
        Args: { p_idempotency_key: string; p_submission: Json }
        Returns: Json
      }
      submit_contact_message: {
        Args: { p_idempotency_key: string; p_submission: Json }
        Returns: Json
      }
      subscribe_to_updates: { Args: { p_subscription: Json }; Returns: Json }
      touch_record_presence: {
        Args: { p_record_id: string; p_record_kind: string; p_state: string }
        Returns: Json
      }
      unsubscribe_from_updates: {
        Args: { p_shown: string; p_source: string; p_token: string }
        Returns: Json
      }
      update_recipients: {
        Args: { p_topic: string }
        Returns: {
          email: string
          manage_token: string
          subscription_id: string
        }[]
      }
      update_send_progress: {
        Args: { p_limit?: number }
        Returns: {
          created_at: string
          created_by_email: string
          failed: number
          id: string
          last_sent_at: string
          recipient_count: number
          sent: number
          skipped: number
          source: string
          subject: string
          test: boolean
          topics: string[]
          waiting: number
        }[]
      }
      update_subscription_preferences: { Args: { p_token: string }; Returns: Json }
      visits_report: {
        Args: {
          p_campaign?: string
          p_device?: string
          p_from: string
          p_grain: string
          p_path?: string
          p_referrer?: string
          p_to: string
        }
        Returns: Json
      }
    }
    Enums: {
      app_permission:
        | 'work_submissions'
        | 'export_submissions'
        | 'manage_people'
        | 'publish_pages'
        | 'publish_news'
        | 'publish_events'
        | 'publish_partners'
        | 'publish_settings'
        | 'send_updates'
      app_role: 'admin' | 'reviewer' | 'editor' | 'news_editor'
    }
    CompositeTypes: {
      [_ in never]: never
    }
  }
}

type DatabaseWithoutInternals = Omit<Database, '__InternalSupabase'>

type DefaultSchema = DatabaseWithoutInternals[Extract<keyof Database, 'public'>]

export type Tables<
  DefaultSchemaTableNameOrOptions extends
    | keyof (DefaultSchema['Tables'] & DefaultSchema['Views'])
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables'] &
        DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Views'])
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables'] &
      DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Views'])[TableName] extends {
      Row: infer R
    }
    ? R
    : never
  : DefaultSchemaTableNameOrOptions extends keyof (DefaultSchema['Tables'] & DefaultSchema['Views'])
    ? (DefaultSchema['Tables'] & DefaultSchema['Views'])[DefaultSchemaTableNameOrOptions] extends {
        Row: infer R
      }
      ? R
      : never
    : never

export type TablesInsert<
  DefaultSchemaTableNameOrOptions extends
    keyof DefaultSchema['Tables'] | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables']
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables'][TableName] extends {
      Insert: infer I
    }
    ? I
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema['Tables']
    ? DefaultSchema['Tables'][DefaultSchemaTableNameOrOptions] extends {
        Insert: infer I
      }
      ? I
      : never
    : never

export type TablesUpdate<
  DefaultSchemaTableNameOrOptions extends
    keyof DefaultSchema['Tables'] | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables']
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables'][TableName] extends {
      Update: infer U
    }
    ? U
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema['Tables']
    ? DefaultSchema['Tables'][DefaultSchemaTableNameOrOptions] extends {
        Update: infer U
      }
      ? U
      : never
    : never

export type Enums<
  DefaultSchemaEnumNameOrOptions extends
    keyof DefaultSchema['Enums'] | { schema: keyof DatabaseWithoutInternals },
  EnumName extends (DefaultSchemaEnumNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions['schema']]['Enums']
    : never) = never,
> = DefaultSchemaEnumNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions['schema']]['Enums'][EnumName]
  : DefaultSchemaEnumNameOrOptions extends keyof DefaultSchema['Enums']
    ? DefaultSchema['Enums'][DefaultSchemaEnumNameOrOptions]
    : never

export type CompositeTypes<
  PublicCompositeTypeNameOrOptions extends
    keyof DefaultSchema['CompositeTypes'] | { schema: keyof DatabaseWithoutInternals },
  CompositeTypeName extends (PublicCompositeTypeNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions['schema']]['CompositeTypes']
    : never) = never,
> = PublicCompositeTypeNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions['schema']]['CompositeTypes'][CompositeTypeName]
  : PublicCompositeTypeNameOrOptions extends keyof DefaultSchema['CompositeTypes']
    ? DefaultSchema['CompositeTypes'][PublicCompositeTypeNameOrOptions]
    : never

export const Constants = {
  public: {
    Enums: {
      app_permission: [
        'work_submissions',
        'export_submissions',
        'manage_people',
        'publish_pages',
        'publish_news',
        'publish_events',
        'publish_partners',
        'publish_settings',
        'send_updates',
      ],
      app_role: ['admin', 'reviewer', 'editor', 'news_editor'],
    },
  },
} as const
